import type { LabelledMessage } from "./labelled-message";

// Births, naming ceremonies and traditional birth attendants; writers: young new mother in Kissy (Krio SMS), village elder in Kambia (formal letters), TBA in Bo (heavy typos), father in London (indirect English), nurse-midwife in Makeni, keke rider father in Freetown (voice typing), mother in Conakry (French words), retired teacher grandmother in Waterloo (long stories)
export const DEVELOPMENT_HUNDRED_AND_ELEVENTH: LabelledMessage[] = [
  { message: "kushe o", intent: "greeting" },
  { message: "pls help police don carry my man go Kissy station since yestaday, dem say na him tif di midwife money. di baby na 4 days old", intent: "urgent" },
  { message: "wat is d best food to cook for naming ceremony for 100 people, jollof or fufu?", intent: "off-topic" },
  {
    message:
      "My baby is 6 months and her father has never given one cent. He says the child is not his even though everybody in Wellington knows it is. I need help to make him take responsibility.",
    intent: "area:family",
  },
  { message: "If di papa deny di pikin, court fit force am do DNA test?", intent: "legal-question" },
  { message: "una de open Saturday? and wey side una office de? na only weekend I free because of di baby", intent: "hours", also: ["address"] },
  { message: "Me and two other midwives want to open a small birthing home in Makeni. How do we register it as a company?", intent: "area:business" },
  { message: "my husband brodas dem say my twins na witch pikin, dem de come tonight for take dem go bush. I fraid bad", intent: "safety" },
  { message: "wetin be una whatsapp number", intent: "phone" },
  {
    message:
      "Dear Sir, I write to inform you that the village midwife of our chiefdom, Ya Kadie, was taken by police from Kambia this morning after a mother died in labour. She is still held at the station. Kindly advise what we can do.",
    intent: "urgent",
  },
  {
    message: "My container of baby cots and cribs has been held at Queen Elizabeth Quay for 3 weeks by customs. I need a lawyer to get it released.",
    intent: "area:shipping",
  },
  { message: "how do i stop my 2 week baby from crying at night", intent: "off-topic" },
  { message: "I want to book appointment to see lawyer about my baby father who refuse to pay anything for the child", intent: "booking" },
  {
    message:
      "My grandfather gave my son a plot of land as his naming ceremony gift in 2010. Now my uncles want to sell it because they say a child cannot own land. Please help me protect it.",
    intent: "area:land",
  },
  { message: "how many lawyers una get for dat office?", intent: "team" },
  { message: "Is it legal for the registrar office to charge me a penalty because I registered my baby after 1 year?", intent: "legal-question" },
  {
    message:
      "The caterer for our naming ceremony and us are in a dispute over 8 million leones. We dont want to go to court, can you help us settle it through mediation?",
    intent: "area:arbitration",
  },
  { message: "dem don lock my broda for cell at eastern police cos di baby mama family report am say he deny di pikin. abeg wetin we go do", intent: "urgent" },
  { message: "how much una de take for birth certificate case? I no get plenty money, I just born", intent: "knowledge:Fees" },
  {
    message: "I was sacked from my job at the pharmacy the same week I told them I was pregnant. I want to take action against my employer.",
    intent: "area:contract",
  },
  { message: "hw much is a bag of rice in Bo now, we need 3 bags for d pull na dor", intent: "off-topic" },
  {
    message: "He beat me again this morning because I gave the baby my father's name. I'm hiding at my neighbour's with the baby now, he is outside shouting.",
    intent: "safety",
  },
  {
    message:
      "My cousin has been charged with forging birth certificates at the registry. He is on bail and the case starts next month. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "Good morning sir/madam", intent: "greeting" },
  {
    message:
      "Good afternoon. Could I schedule a consultation for next week regarding late registration of my two children's births? They were born in Kenema in 2015 and 2017 and never registered.",
    intent: "booking",
  },
  { message: "do una handle adoption? my late sista born twins and die for di delivery, I wan adopt dem proper", intent: "area:family" },
  { message: "abeg help", intent: "unknown" },
  {
    message:
      "My wife's brother has been detained at Lumley police since Friday over a fight at our son's naming ceremony. Nobody will tell us the charge. I'm calling from London, could someone go there?",
    intent: "urgent",
  },
  { message: "What kinds of cases does your firm take?", intent: "services" },
  {
    message: "The ship damaged half the cartons of baby milk I imported from Ghana and the shipping line refuses to pay. Can you help with a cargo claim?",
    intent: "area:shipping",
  },
  { message: "my in-laws sent me away after I gave birth and kept my first child. do they have the right to keep him from me?", intent: "legal-question" },
  { message: "Is there somewhere to park? I will be driving my wife who just delivered, she can't walk far.", intent: "knowledge:Parking" },
  { message: "need title search for lan at Waterloo b4 we build di maternity clinic, una de do dat?", intent: "area:land" },
  { message: "Pls can you write a short poem I will read at my granddaughter's naming ceremony on Sunday", intent: "off-topic" },
  { message: "tenki tenki, God bless una, my pikin go grow well", intent: "thanks" },
  { message: "I need help drawing up a shareholders agreement for our baby products shop, my partner and I keep arguing over profit", intent: "area:business" },
  {
    message:
      "Bonjour, the father of my baby is threatening me on phone, he say he will come kill me if i put his name on the certificat de naissance. I am in Freetown now, please",
    intent: "safety",
  },
  { message: "Do you have a female lawyer? I'd rather talk to a woman about what my husband's family did after I gave birth.", intent: "team" },
  { message: "Pls I need someone to review the contract the NGO gave me to work as community midwife before I sign it", intent: "area:contract" },
  { message: "police dey na we door now dem wan take my husband say he use fake birth certificate for d passport", intent: "urgent" },
  { message: "pls send me ur email I want to send the hospital birth notification paper", intent: "email" },
  {
    message: "My partners and I in the birthing clinic have a disagreement and our agreement says it must go to arbitration. Do you do that?",
    intent: "area:arbitration",
  },
  { message: "What time do you close on Friday? I am coming from the hospital after my wife's checkup.", intent: "hours" },
  { message: "abeg I wan tok to una lawyer face to face", intent: "booking" },
  {
    message: "What papers must I bring for the meeting about my son's paternity? I have his hospital card and a few text messages.",
    intent: "knowledge:What to bring",
  },
  { message: "if a TBA deliver baby in the village and the mother die, will she go to prison?", intent: "legal-question" },
  {
    message: "dem accuse my mama say na she kill di baby wen she dey born am for village. police invite am for statement next week. she need lawyer",
    intent: "area:criminal",
  },
  { message: "where una office de? I de come from Calaba Town", intent: "address" },
  { message: "mi phone no de charge since di baby born, which shop fix infinix for Kissy", intent: "off-topic" },
  { message: "How can I reach your office from the UK? Phone, email, anything", intent: "contact" },
  { message: "Hello good evening", intent: "greeting" },
  { message: "Which name fine for twin girls? Dem born yesterday, I want Temne names", intent: "off-topic" },
  {
    message:
      "Sir the soldiers at Wilberforce barracks took my husband yesterday after he quarreled with an officer at our daughter's naming ceremony. We have not seen him since. Pls help.",
    intent: "urgent",
  },
  {
    message:
      "My wife's family sent her and our baby to her village because they say I didn't pay the naming ceremony money. I want my child back with me. Can your firm help?",
    intent: "area:family",
  },
  { message: "Can my husband register our baby with a name I did not agree to? He did it behind my back.", intent: "legal-question" },
  {
    message: "We run a private maternity clinic as a sole proprietorship, we want to change it to a limited company and bring in an investor.",
    intent: "area:business",
  },
  {
    message:
      "Dem don drive me comot for my husband house with my 1 week baby, and now him broda dey follow me with cutlass say make I no come back. I dey hide for market",
    intent: "safety",
  },
  { message: "Can I book to see a lawyer on Tuesday morning about my grandchild's birth certificate?", intent: "booking" },
  { message: "una de work Sunday?", intent: "hours" },
  {
    message:
      "Our shipment of delivery beds for the district hospital arrived damaged at the quay. The charterer is blaming the port. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message: "abeg dem just handcuff di old midwife for we village (Mattru) and put am for police vehicle. dem say na she cause di pikin die",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir, our family land in Port Loko was traditionally shared to each newborn male at his naming. Now one cousin has fenced the entire land and uprooted the boundary marks. We need your assistance in this boundary dispute.",
    intent: "area:land",
  },
  { message: "pls hw to make akara wey no go drink too much oil", intent: "off-topic" },
  { message: "Is Fatmata Kamara available? Someone in my church said she helped her with her child's father.", intent: "attorney:Fatmata Kamara" },
  { message: "If a man was not married to the mother, does he have the right to take the baby after the naming ceremony?", intent: "legal-question" },
  {
    message:
      "The supplier of the tent and chairs for our naming ceremony and us had a quarrel over payment. Our contract says any dispute go to arbitration. Can una represent us?",
    intent: "area:arbitration",
  },
  {
    message:
      "my son is in a cell at Congo Cross since last night, the girl's family says he made her pregnant and she is under age. He is 19. What do we do now?",
    intent: "urgent",
  },
  { message: "Plz wat number I fit call una", intent: "phone" },
  {
    message:
      "The photographer we paid for the naming ceremony never gave us the photos and refuses to return the deposit. We had a written agreement. I want to enforce it.",
    intent: "area:contract",
  },
  { message: "Do you do only court cases or other things too?", intent: "services" },
  {
    message: "my baby daddy's wife came to my house with 3 women, they beat me and said they will return tonight to finish me. I have a newborn.",
    intent: "safety",
  },
  {
    message: "my mother was a midwife for 40 years and she died without will. her house and money, my brothers fighting. need lawyer for inheritance",
    intent: "area:family",
  },
  { message: "is it true that rain will fall on Saturday? we are doing outdooring in the compound", intent: "off-topic" },
  { message: "Are you open during lunch time? I can only leave the ward at 1pm", intent: "hours" },
  { message: "Can I pay the legal fees small small? My husband left me after the baby came and I have no work", intent: "knowledge:Fees" },
  { message: "I want to register a company that will import and sell baby diapers. wat do una need from me?", intent: "area:business" },
  { message: "polis cme tek my wife frm d clinic wit d new born say she no pay d bill, dem de hold am nw for station", intent: "urgent" },
  { message: "wich lawyers work der? any one who know about family matter for women?", intent: "team" },
  {
    message:
      "I'm in Manchester, flying home in December. I'd like to arrange a meeting with one of your lawyers while I'm in Freetown, about my son whose mother won't let me see him since the naming.",
    intent: "booking",
  },
  {
    message: "customs at QE2 quay dey hold di baby clothes container wey I send from UK for my naming ceremony business, dem say duty too high. una fit help?",
    intent: "area:shipping",
  },
  { message: "how much maintenance court go give me for one pikin? he de work for bank", intent: "legal-question" },
  { message: "Does anyone at the office speak Mende? My mother who is the midwife wants to explain herself", intent: "knowledge:Languages spoken" },
  { message: "I want to lease my house in Goderich to an NGO that will use it as a birth centre. Can you prepare the lease?", intent: "area:land" },
  {
    message:
      "Please, the people in my village are gathering outside the midwife's house with sticks, they say she used witchcraft on the dead baby. She called me crying.",
    intent: "safety",
  },
  { message: "Can you help me write a CV? I want to apply for a midwife post at Princess Christian Maternity Hospital.", intent: "off-topic" },
  {
    message:
      "My brother was granted bail last week after the fight at the naming ceremony. Trial is at the magistrate court. We need a defence lawyer to represent him.",
    intent: "area:criminal",
  },
  { message: "Is your office near the Cotton Tree? How do I get there from Lumley?", intent: "address" },
  {
    message:
      "Monsieur, mon frère est arrêté à Kambia police depuis hier, they say he tried to take the baby across border to Guinea without papers. He is the father! Help please",
    intent: "urgent",
  },
  {
    message: "We won an arbitration award against the company that built our maternity wing but they refuse to pay. We need help enforcing it.",
    intent: "area:arbitration",
  },
  { message: "wetin una de do for people? I no sabi lawyer business", intent: "services" },
  { message: "Is it against the law for a traditional birth attendant to deliver babies now? I heard government banned it.", intent: "legal-question" },
  { message: "I am a nurse, my hospital refused me maternity leave and cut my salary. I want to challenge my employer.", intent: "area:contract" },
  { message: "Kindly provide your email address so I can send the documents regarding my grandson's birth.", intent: "email" },
  { message: "pls fix appointment for me 2moro, na about di man wey deny my pikin", intent: "booking" },
  { message: "wetin I fit give new mama as present, baby clothes or money?", intent: "off-topic" },
  {
    message:
      "The police are investigating my aunt, she is a TBA, after a baby died. They have not arrested her but they keep calling her. She needs a lawyer to go with her.",
    intent: "area:criminal",
  },
  { message: "wetin I go bring wen I de come for di meeting about my pikin papers", intent: "knowledge:What to bring" },
  { message: "I'm in Accra, what are all the ways I can contact your firm?", intent: "contact" },
  { message: "Thank you so much for the information, it has helped me a lot.", intent: "thanks" },
  { message: "ok bye, I go come back later", intent: "goodbye" },
  {
    message: "They have kept my husband at Bo central police since Sunday because his first wife family say he took their baby. Him no get lawyer. pls",
    intent: "urgent",
  },
  { message: "Salaam alaikum", intent: "greeting" },
  {
    message:
      "Pa Alimamy writing from Kambia. My granddaughter's husband has refused to name the child and says it is not his blood. We as family want the matter handled properly by lawyers.",
    intent: "area:family",
  },
  { message: "how long should a woman wait after C-section before she lift heavy things?", intent: "off-topic" },
  {
    message:
      "My boyfriend denied the baby at the naming ceremony in front of everyone. Now he wants to claim him because the baby looks like him. Can he just take the child?",
    intent: "legal-question",
  },
  {
    message: "please my husband has a knife, he says the twins are not his and he will kill us all. I locked myself in the bathroom with the babies",
    intent: "safety",
  },
  { message: "office open 8am?", intent: "hours" },
  {
    message:
      "Good day. I am a diaspora investor planning to fund a chain of birthing centres in the provinces. I need advice on investment structure and registration.",
    intent: "area:business",
  },
  { message: "Is there a woman lawyer at your chambers?", intent: "team" },
  {
    message:
      "The chief's men have locked my father in the chiefdom lock-up because he refused to pay the fine for the naming ceremony quarrel. He is there since yesterday.",
    intent: "urgent",
  },
  {
    message: "The vessel carrying our incubators for the hospital was delayed 2 months and the charter party says they must pay us for the delay. They refuse.",
    intent: "area:shipping",
  },
  { message: "I'd like to make an appointment with your family lawyer for Thursday, concerning paternity and maintenance.", intent: "booking" },
  { message: "wey side I fit buy cheap baby shoes for Freetown?", intent: "off-topic" },
  {
    message: "Seller sold us land for the new health post but now another family shows title deed for the same land. We need a land lawyer.",
    intent: "area:land",
  },
  { message: "Do you offer legal aid for single mothers? My baby's father refuses to pay and I cannot afford a lawyer.", intent: "knowledge:Fees" },
  { message: "If I register my child late, will she lose anything, like school or passport later?", intent: "legal-question" },
  {
    message: "The company that supplied our clinic delivery kits owes us and we agreed to mediation. We want someone to represent us at the mediation.",
    intent: "area:arbitration",
  },
  { message: "d police dem dey beat my broda inside d cell ova birth certifcate mata. he don stay 2 days", intent: "urgent" },
  {
    message: "I want a proper written contract between me and the caterer for my baby's naming ceremony, she collected money last time and disappear",
    intent: "area:contract",
  },
  { message: "ok tnx", intent: "thanks" },
  { message: "my in laws dem threaten say if I no comot di house by tonight dem go burn am wit me inside. I get 2 weeks baby", intent: "safety" },
  { message: "who win di match yesterday, East End Lions or Kallon? I miss am cos of di naming ceremony", intent: "off-topic" },
  {
    message:
      "A neighbour accused my husband of stealing the gifts from our own naming ceremony, police say he must report every week. We need a lawyer to defend him.",
    intent: "area:criminal",
  },
  { message: "Who are the lawyers there, I want to know before I come", intent: "team" },
  { message: "abeg put me down for consultation, I wan see lawyer bout my grandpikin wey dem no register", intent: "booking" },
  {
    message: "I have been raising my late sister's baby since birth. I want custody papers so that her father's people cannot come and take her.",
    intent: "area:family",
  },
  { message: "I need the phone number for the office please", intent: "phone" },
  { message: "Right now police officers are at my sister's house in Kenema to take her baby's father, please what should we do", intent: "urgent" },
  { message: "our women association sell baby soap and cloth, we wan register am as company so bank go give we loan", intent: "area:business" },
  { message: "Parlez-vous français? My English is not good, I want to explain about my baby's father.", intent: "knowledge:Languages spoken" },
  { message: "does di law allow my husband family to send me away after i born? we married under custom", intent: "legal-question" },
  { message: "hmmm", intent: "unknown" },
  {
    message: "I shipped baby formula from Guinea by boat, part of it was stolen at the port. I want to claim. do you handle cargo claims?",
    intent: "area:shipping",
  },
  { message: "pls which medicine good for baby wey get fever, he na 3 weeks", intent: "off-topic" },
  { message: "wetin time una de close today? I de wait for my wife for antenatal", intent: "hours" },
  {
    message: "The TBA in our village is being chased by young men who say she sold a baby. She is hiding in my house now and they are looking for her.",
    intent: "safety",
  },
  { message: "I need conveyancing for a plot I am buying for my newborn son in Tokeh, so the papers are in his name", intent: "area:land" },
  { message: "What type of legal services do you offer?", intent: "services" },
  {
    message:
      "Under Sierra Leone law, who is supposed to pay for the naming ceremony, the father or the mother's family? My in-laws are demanding I refund all of it.",
    intent: "legal-question",
  },
  { message: "my employer sack me 2 weeks after I come back from maternity leave, no letter no pay. I want to fight dem", intent: "area:contract" },
  { message: "how I fit contact una? I de Bo", intent: "contact" },
  { message: "Do you settle business disputes out of court? Our partnership for the baby shop has broken down.", intent: "area:arbitration" },
  {
    message: "Bonsoir, my husband was arrested at Lungi airport when leaving with our new baby. They say the baby papers are false. He is still there.",
    intent: "urgent",
  },
  { message: "parking de? I de come with my car", intent: "knowledge:Parking" },
  { message: "My daughter has homework on infant mortality rates in West Africa, can you give her some figures?", intent: "off-topic" },
  { message: "Can my husband and I come in together to speak with a lawyer about adopting my late cousin's newborn? What day is free?", intent: "booking" },
  { message: "wat is una email", intent: "email" },
  {
    message: "My nephew is facing trial for assault after a quarrel at a naming ceremony. He's on bail. Looking for criminal defence.",
    intent: "area:criminal",
  },
  { message: "Where exactly is the Siaka Stevens Street office? what is near it?", intent: "address" },
  { message: "Bye for now, I will come on Monday", intent: "goodbye" },
  { message: "what does di name Kadiatu mean? we want to give it to our baby", intent: "off-topic" },
  { message: "my husband don de for CID since Tuesday, dem say na him push di midwife. we no get money for bail", intent: "urgent" },
  {
    message:
      "My in-laws sent me back to my parents with my baby after they said I was not a good wife. My husband keeps silent and sends nothing. I want to take him to court for maintenance for my child.",
    intent: "area:family",
  },
  { message: "Hi", intent: "greeting" },
  { message: "If the father did not come to the naming ceremony, can he later go to court and change the baby's name?", intent: "legal-question" },
  {
    message:
      "He says if I take him to court for the baby he will send people to beat me. He already slapped me yesterday in front of my mother and I don't feel safe in the house.",
    intent: "safety",
  },
  {
    message: "We want to open a bank account for our TBA association but the bank says we need registration documents first. Can you register us?",
    intent: "area:business",
  },
  { message: "I need to meet with a lawyer about my grandmother's will, she was the village midwife and left land. When can I come?", intent: "booking" },
  { message: "Are you open on public holidays like Independence Day?", intent: "hours" },
  {
    message: "Pls my son was picked up by police at the naming ceremony this afternoon, they took him in the pickup. we dont know which station",
    intent: "urgent",
  },
  {
    message: "A vessel damaged my goods, prams and baby cots, during unloading at Queen Elizabeth II Quay. I want to make a claim against the port operator.",
    intent: "area:shipping",
  },
  { message: "How much is transport from Freetown to Kabala? Going for my niece's naming ceremony", intent: "off-topic" },
  { message: "how many lawyer una get, and dem all man?", intent: "team" },
  {
    message: "The man who sold us land to build the midwife's house is now saying the boundary is 20 feet inside our wall. We need help.",
    intent: "area:land",
  },
  { message: "My husband's family says the twins must stay with them because of their custom. Is that legal? I am the mother.", intent: "legal-question" },
  { message: "my sista just call me say her husband dey beat am now because she born girl again. she dey cry", intent: "safety" },
  {
    message: "Our clinic and the construction company agreed to arbitrate the dispute over the unfinished labour ward. We need a lawyer for the arbitration.",
    intent: "area:arbitration",
  },
  { message: "Can I get your WhatsApp so I send voice note? I no sabi write well. and what time una close?", intent: "phone", also: ["hours"] },
  {
    message:
      "Good evening. My mother, a traditional birth attendant in Pujehun, was detained this morning following the death of a newborn. She is 67 and diabetic. We need a lawyer to see her as soon as possible.",
    intent: "urgent",
  },
  { message: "I signed to supply 500 delivery kits to an NGO, they took them and now refuse to pay. I have the agreement.", intent: "area:contract" },
  { message: "Do you deal with matters for poor women in the villages too or only big companies?", intent: "services" },
  { message: "my battery no de charge wen I plug am, na di charger?", intent: "off-topic" },
  { message: "una de speak Temne? my mami no sabi Krio well", intent: "knowledge:Languages spoken" },
  {
    message: "My son is accused of attacking the baby's mother's brother. The case is at Kenema magistrate court next week. I need a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "pls book me for wednesday 10am", intent: "booking" },
  {
    message:
      "Me and my wife in the UK want to adopt a baby boy from Sierra Leone, a relative's child whose mother died in childbirth. Do you handle international adoption?",
    intent: "area:family",
  },
  {
    message: "I'm afraid for my life. My late husband's family say I killed him and they want to take the baby, they came at night with machetes.",
    intent: "safety",
  },
  { message: "wetin go happen if I no register my pikin birth at all? police go arrest me?", intent: "legal-question" },
  {
    message: "My co-director in our pharmacy is selling baby medicine stock without telling me. I need help with company governance.",
    intent: "area:business",
  },
  { message: "The police has hold my bro at Waterloo station 3 days now no charge, is about the girl he born pikin wit", intent: "urgent" },
  { message: "Can my driver wait with the car outside your office?", intent: "knowledge:Parking" },
  { message: "need shipping lawyer, my consignment of naming ceremony souvenirs stuck at port, wrong bill of lading", intent: "area:shipping" },
  { message: "which hospital in freetown get di best maternity ward", intent: "off-topic" },
  { message: "Thanks eh, you people are kind", intent: "thanks" },
  { message: "abeg una de do mediation for business palava? me and my partner for baby shop no de agree", intent: "area:arbitration" },
  { message: "I want to know more about Hawa Turay, does she handle wills? My mother the midwife wants to make one.", intent: "attorney:Hawa Turay" },
  {
    message: "Hello, I'm writing for my daughter who just had a baby. Can you set up a meeting with a lawyer for her? The father is denying the baby.",
    intent: "booking",
  },
  { message: "di whole compound dem don gather say di twin dem na devil pikin, dem wan throw stone pan my wife. wetin we go do now", intent: "safety" },
  { message: "Hello, I'd like a list of the areas of law your firm practices.", intent: "services" },
  { message: "My boss tell me say if I get belle again I go lose my job. now I pregnant and dem don give me letter. I need help", intent: "area:contract" },
  { message: "una de open early morning? I get for go clinic 10", intent: "hours" },
  { message: "Please send all your contact details, I will give them to my sister in Kono who just gave birth.", intent: "contact" },
  { message: "I want to check if the land my husband bought for our son's naming gift has proper title. pls help", intent: "area:land" },
  {
    message: "Does a man who denied the child at birth still have to pay maintenance if DNA show he is the father? And can I claim for the past months?",
    intent: "legal-question",
  },
  { message: "Can you recommend a good DJ for a naming ceremony in Makeni?", intent: "off-topic" },
  { message: "they are taking my husband now from the house, the OSD men, because of the land fight at our child outdooring. pls call me", intent: "urgent" },
  { message: "what email can I use to send my baby's hospital papers?", intent: "email" },
  {
    message: "Police charged my wife with child abandonment after she left the baby with her mother to go work. Court is in 2 weeks.",
    intent: "area:criminal",
  },
  { message: "Should I bring the baby's weighing card and the hospital discharge letter when I come?", intent: "knowledge:What to bring" },
  { message: "How do I find the office? I'll be coming by poda poda from Kissy", intent: "address" },
  { message: "Hello, how are you today?", intent: "greeting" },
  {
    message: "abeg my wife don de Kissy police since morning, di woman wey she borrow money from for naming ceremony report am. di baby de cry for breast",
    intent: "urgent",
  },
  { message: "How many days after birth do Fulas normally do the naming ceremony?", intent: "off-topic" },
  {
    message:
      "Dear Sir, My son's wife left our house after the birth of the second child and refuses to let us see the children. As grandparents we seek the firm's assistance to see them.",
    intent: "area:family",
  },
  { message: "Can a birth certificate be changed to remove the father's name if he denied the child?", intent: "legal-question" },
  { message: "Please help, my husband is beating me because I refuse to let his mother cut the baby girl. I'm scared he will hurt her too.", intent: "safety" },
  { message: "Hello, what are your working hours?", intent: "hours" },
  {
    message: "I'm starting a company to supply midwifery equipment to clinics across the country. Need help with registration and investment agreements.",
    intent: "area:business",
  },
  {
    message: "I would appreciate it if a lawyer could meet with me this Friday concerning the inheritance of my late mother, a retired midwife.",
    intent: "booking",
  },
  { message: "How many lawyers are at Kamara and Associates?", intent: "team" },
  {
    message:
      "They came with police this morning and took my uncle to Makeni station because he refused to hand over the twin babies to their mother's family. He is still there.",
    intent: "urgent",
  },
  {
    message: "Our consignment of maternal health supplies was diverted to another port by the vessel owner. We are the cargo owners and need help.",
    intent: "area:shipping",
  },
  { message: "Can you recommend a tailor for matching ashoebi for the naming ceremony?", intent: "off-topic" },
  {
    message: "My late husband's family wants to take the land he bought in my daughter's name when she was born. I have the conveyance paper.",
    intent: "area:land",
  },
  { message: "How much is consultation fee? and do I need to bring anything?", intent: "knowledge:Fees", also: ["knowledge:What to bring"] },
  { message: "Is it true that if the father doesn't pay for the naming ceremony, he loses the right to the child?", intent: "legal-question" },
  {
    message: "We have an arbitration award against the builder of the maternity clinic but he's ignoring it. Can you help enforce it in court?",
    intent: "area:arbitration",
  },
  {
    message:
      "URGENT my husband detained at Ross Road since Thursday, they say he sign false birth certificate for the children school. nobody tell us anything",
    intent: "urgent",
  },
  {
    message: "The hall owner cancelled our naming ceremony booking the day before and refuses to refund us. We paid in full and have a receipt.",
    intent: "area:contract",
  },
  { message: "Thank you Sir, I will tell my husband.", intent: "thanks" },
  {
    message: "I ran away from my in-laws house last night with the baby after they locked me in a room for two days. They're searching for me now.",
    intent: "safety",
  },
  { message: "wetin fit make breast milk come plenty", intent: "off-topic" },
  {
    message: "A woman accused me of stealing her baby at the hospital. It's a lie, I am the grandmother. Police said I should come with a lawyer on Monday.",
    intent: "area:criminal",
  },
  { message: "una get woman lawyer? I no go fit talk my matter to man", intent: "team" },
  { message: "pls can i see d lawyer who do family case next monday", intent: "booking" },
  { message: "i need help to get DNA and maintenance from my pikin papa, him de Bo and no wan hear anything", intent: "area:family" },
  { message: "Can you give me the number I can call?", intent: "phone" },
  {
    message:
      "Je suis à Conakry, my brother is held in a police cell in Freetown since two days because of fight with baby mother family. How can you help him? What number I call?",
    intent: "urgent",
    also: ["phone"],
  },
  { message: "we be 4 partners for birth centre, one wan comot and take im share. we need lawyer for dis shareholder palava", intent: "area:business" },
  { message: "Is there parking at your office? I'll bring my mother who just had surgery after delivery.", intent: "knowledge:Parking" },
  { message: "My husband took our newborn to his village without my permission. Is what he did legal?", intent: "legal-question" },
  { message: "I have a problem", intent: "unknown" },
  {
    message: "The port charges on my container of baby items are wrong, customs valued it double. Do you help with customs issues at the quay?",
    intent: "area:shipping",
  },
  { message: "What's the exchange rate today, I want to send money from UK for my nephew's naming", intent: "off-topic" },
  { message: "i fit come 5:30 after work? una go still de?", intent: "hours" },
  { message: "som boys de threaten my mama say if she no stop born pikin for people dem go burn her house. she de Tonkolili alone", intent: "safety" },
  { message: "we wan buy land for di TBA center in Moyamba, need someone to check di papers and do di conveyance", intent: "area:land" },
  { message: "What does your law firm help people with?", intent: "services" },
  { message: "my baby daddy want to take di pikin go UK, he say na him get right because he dey pay. who get di right?", intent: "legal-question" },
  { message: "I want to draft an employment contract for the nurse I am hiring for my birthing home", intent: "area:contract" },
  { message: "What's the best way to get in touch with you? I'm in Kono, far from Freetown.", intent: "contact" },
  { message: "I'm a midwife running a clinic with a partner, we agreed to solve our fight outside court. can una mediate?", intent: "area:arbitration" },
  { message: "dem don carry di TBA go barracks, soldiers, say she help soldier wife hide pikin. since yesterday no food", intent: "urgent" },
  { message: "Wetin I need carry come for di meeting? I get di baby hospital card only", intent: "knowledge:What to bring" },
  { message: "I need Orange credit urgently, can I buy here?", intent: "off-topic" },
  {
    message:
      "Dear Sir/Madam, I wish to schedule a consultation regarding the late registration of my grandchildren's births. Please advise on available dates.",
    intent: "booking",
  },
  { message: "pls ur email adress", intent: "email" },
  {
    message: "My brother was convicted of assault after a fight at a naming ceremony. We believe the trial was unfair and want to appeal.",
    intent: "area:criminal",
  },
  { message: "I'm in Freetown for my nephew's naming, where is your office?", intent: "address" },
  { message: "ok good night", intent: "goodbye" },
  { message: "Dem don hold my papa for police station for Lunsar since Friday say him sell di twin pikin dem. Na lie! He need lawyer now", intent: "urgent" },
  { message: "wetin be meaning of pull na dor? my Ghana friend ask me", intent: "off-topic" },
  { message: "i born twins, di papa take one and lef me one. i wan both my pikin dem. pls help me", intent: "area:family" },
  { message: "kushe, how di day?", intent: "greeting" },
  { message: "Can a traditional birth attendant be sued for a baby's death, or only the hospital?", intent: "legal-question" },
  { message: "my baby papa send message say if I no bring di pikin to him by tomorrow he go come take am by force and wound me. I de fear", intent: "safety" },
  {
    message: "We are a group of midwives who want to start a cooperative company for home deliveries. What is needed to register it?",
    intent: "area:business",
  },
  { message: "Can I get an appointment today? It is about my baby's father who refuses to sign the birth register.", intent: "booking" },
  { message: "Are you open on Saturdays at all?", intent: "hours" },
  {
    message:
      "my wife is been held at the hospital buy security since yesterday because we could not pay the delivery bill, they will not let her or the baby leave",
    intent: "urgent",
  },
  {
    message: "I chartered a boat to bring goods for my daughter's naming ceremony from Conakry and they threw some cargo overboard. I want compensation.",
    intent: "area:shipping",
  },
  { message: "How to prepare benny cake for naming ceremony?", intent: "off-topic" },
  { message: "Tell me about your team of lawyers", intent: "team" },
  {
    message: "Please help me with a family land dispute in Bonthe. My uncles say girls can't have land, including the plot given to me at my naming ceremony.",
    intent: "area:land",
  },
  { message: "Is a birth certificate with only the mother's name valid for school and passport?", intent: "legal-question" },
  {
    message: "I'm hiding with my newborn in the church because my husband's relatives beat me and threw my things out. They are still looking for me.",
    intent: "safety",
  },
  {
    message: "Our baby shop partnership contract has an arbitration clause and the other side has started proceedings. We need representation.",
    intent: "area:arbitration",
  },
  {
    message: "the police just took my husband from the naming ceremony in front of all the guests. which station they go take am? we need help now",
    intent: "urgent",
  },
  { message: "di caterer for we naming ceremony cook bad food and people sick, she no wan refund. we get paper wey she sign", intent: "area:contract" },
  { message: "Wetin una fit help me with? Una de do all kind of case?", intent: "services" },
  { message: "I'm a widow with a 2 month old baby. Is there any free legal help or legal aid?", intent: "knowledge:Fees" },
  { message: "My baby has yellow eyes, is it serious?", intent: "off-topic" },
  { message: "Police say they will charge me for not registering my baby's birth. I'm worried. I need a lawyer to defend me.", intent: "area:criminal" },
  { message: "i wan book time wit lawyer, i go come from Port Loko wit motor. una get parking?", intent: "booking", also: ["knowledge:Parking"] },
  {
    message:
      "My daughter's in-laws sent her away 3 days after delivery saying she brought bad luck to the house. She needs help getting maintenance for the baby and her things back.",
    intent: "area:family",
  },
  { message: "Many thanks for your help, may Allah bless you.", intent: "thanks" },
  {
    message: "my son (17) is locked up at Kenema police since yesterday evening, accused of getting a girl pregnant. they won't let me see him",
    intent: "urgent",
  },
  {
    message: "The bank refused our loan for the maternity home because of problems in our company documents. We need a business lawyer.",
    intent: "area:business",
  },
  { message: "I heard Ibrahim Jalloh handles human rights cases. Is he still at your firm?", intent: "attorney:Ibrahim Jalloh" },
  { message: "my husband say becos I no born boy he fit marry anoda wife and drive me. di law allow am?", intent: "legal-question" },
  { message: "?", intent: "unknown" },
  { message: "My imported hospital beds for the birth centre are held in customs bond at the port. Need help clearing them.", intent: "area:shipping" },
  { message: "what is the population of Sierra Leone and how many babies are born every year", intent: "off-topic" },
  { message: "Please which number should I WhatsApp?", intent: "phone" },
  { message: "the men in the village are attacking the old midwife, they are dragging her now, help", intent: "safety" },
  { message: "we want lease agreement for land to build a small maternity centre in Lumley, 25 years", intent: "area:land" },
  { message: "Do you speak Krio? My English no strong", intent: "knowledge:Languages spoken" },
  { message: "una office open by 9 or 10?", intent: "hours" },
  {
    message: "We want to resolve a dispute with our clinic supplier through mediation rather than court. Can your firm arrange this?",
    intent: "area:arbitration",
  },
  { message: "Sir, my cousin is at Central police station now, dem say him beat di baby mama. we no fit pay bail", intent: "urgent" },
  { message: "I'm a midwife, the NGO ended my contract early without notice or pay. I want to claim my money.", intent: "area:contract" },
  { message: "Which kinds of matters do you handle at Kamara and Associates?", intent: "services" },
  { message: "If I married under Islamic rites and my husband denies our baby, will a court order him to pay?", intent: "legal-question" },
  { message: "give me all una contact, phone and email", intent: "contact" },
  {
    message:
      "Hello. Could you arrange a video call with a family lawyer? I'm in Maryland, USA, and my child was born in Freetown last month and her mother's family won't let me add my name.",
    intent: "booking",
  },
  { message: "I'm planning my daughter's naming ceremony, can you suggest a nice venue in Freetown?", intent: "off-topic" },
  {
    message: "My husband is going on trial for the death of a baby, he was driving the ambulance. He's on bail. Please, we need a defence lawyer.",
    intent: "area:criminal",
  },
  {
    message: "Dear Sir, kindly advise which documents I should carry to the consultation concerning my granddaughter's birth registration.",
    intent: "knowledge:What to bring",
  },
  { message: "address pls", intent: "address" },
  { message: "bye bye", intent: "goodbye" },
  { message: "Good afternoon", intent: "greeting" },
  {
    message: "my grandson was taken by the police from school today, his baby mother's family accused him of kidnapping his own baby. he is in cell now",
    intent: "urgent",
  },
  { message: "Can you tell me a good name for a boy born on Friday in Mende?", intent: "off-topic" },
  {
    message:
      "My husband's family has sent me away with my newborn and say I can't come back until I pay back the bride price. I want maintenance for the baby and to see my older children.",
    intent: "area:family",
  },
  {
    message: "Can the government punish my mother for delivering babies without a licence? She has been a TBA for 30 years in Kailahun.",
    intent: "legal-question",
  },
  { message: "my husband's family are coming to take my baby by force, they're outside my door shouting and banging right now", intent: "safety" },
  { message: "When is your office open? I work shifts at the maternity ward.", intent: "hours" },
  { message: "Hello, I'd like help registering a business name for my baby photography studio.", intent: "area:business" },
  { message: "i wan see lawyer dis week ova my pikin birth certificate wey dem refuse to give", intent: "booking" },
  { message: "Who is the best lawyer in your firm for women's issues?", intent: "team" },
  {
    message: "They arrested my sister at the registry office in Bo this morning saying the birth certificate she brought was fake. She's still being held.",
    intent: "urgent",
  },
  {
    message: "The shipping company lost my 2 drums of baby things I sent from London for my son's naming ceremony. They refuse to pay. I want to claim.",
    intent: "area:shipping",
  },
  { message: "how much is a cow for naming ceremony this year?", intent: "off-topic" },
  {
    message:
      "My grandmother, a midwife, was given land by the chief for her service. Now his son says it was only for her life and wants it back. We need help with the title.",
    intent: "area:land",
  },
  { message: "How much will it cost to take my baby's father to court for maintenance?", intent: "knowledge:Fees" },
  { message: "If the baby's father dies before the birth registration, can the child still carry his name and inherit from him?", intent: "legal-question" },
  {
    message: "My company and the event planner agreed to arbitration after she failed to deliver a big naming ceremony event. Can your firm act for us?",
    intent: "area:arbitration",
  },
  { message: "Help! Police men dey inside di compound now, dem wan carry my husband say he no pay di baby mama money", intent: "urgent" },
  { message: "I was dismissed by my employer because I took a week off when my wife gave birth. I want to challenge the dismissal.", intent: "area:contract" },
  { message: "thanks a lot", intent: "thanks" },
  { message: "He chokes me every time I ask for money for the baby. Last night I thought I would die. I'm scared to go home.", intent: "safety" },
  { message: "Please what vaccines does my newborn need?", intent: "off-topic" },
  { message: "My brother has been summoned to court for threatening his baby mother. He denies it. We need a lawyer for the trial.", intent: "area:criminal" },
  { message: "pls how many lawyers de work wit una", intent: "team" },
  { message: "Please schedule a meeting with a lawyer for my wife and I regarding a paternity dispute. Mornings are best.", intent: "booking" },
  {
    message:
      "Dear Sir, I am writing on behalf of my daughter, whose husband refuses to acknowledge their son. We seek legal assistance to establish paternity and obtain support.",
    intent: "area:family",
  },
  { message: "whats ur fone numba", intent: "phone" },
  {
    message: "Bonjour, ma soeur est détenue à la police de Kissy since last night, the father of her baby accuse her of stealing. S'il vous plaît aidez-nous",
    intent: "urgent",
  },
  {
    message: "We are investors from Ghana wanting to partner with a Sierra Leonean company producing baby food. We need advice on the investment agreement.",
    intent: "area:business",
  },
  { message: "Where can I park near your office?", intent: "knowledge:Parking" },
  { message: "my wife want register di pikin with her papa name not mine. di law allow dat?", intent: "legal-question" },
  { message: "eeh ok so...", intent: "unknown" },
  {
    message: "Our vessel was detained at the quay over unpaid port dues, it had medical supplies for maternity clinics. We need a shipping lawyer.",
    intent: "area:shipping",
  },
  { message: "wetin I go wear to my friend pikin naming ceremony, na Saturday", intent: "off-topic" },
  { message: "Are you open on Friday afternoon after Jumu'ah prayers?", intent: "hours" },
  { message: "di people wey say my twins dey bring bad luck don burn my shop, now dem say na di pikin dem next. we de hide", intent: "safety" },
  { message: "pls help me do title deed for my land at Newton, I wan give am to my pikin dem", intent: "area:land" },
  { message: "Sir, I would like to know what services your chambers provides.", intent: "services" },
  {
    message: "Will I win if I take my ex to court for the naming ceremony money he forced me to pay for a baby that is not even mine?",
    intent: "legal-question",
  },
  {
    message: "I supplied tents and chairs for a big naming ceremony, the client signed a contract but paid only half. I want the rest.",
    intent: "area:contract",
  },
  { message: "How do I contact you people?", intent: "contact" },
  {
    message: "We have an arbitration award from Ghana against a Sierra Leone company that supplied baby products. We want to enforce it here.",
    intent: "area:arbitration",
  },
  {
    message:
      "My father the chief has been held by the police for two days because of the quarrel at my brother's naming ceremony where a man was wounded. We need a lawyer to go to him.",
    intent: "urgent",
  },
  { message: "Can I speak Mende with the lawyer? My grandmother is coming with me and she only speaks Mende", intent: "knowledge:Languages spoken" },
  { message: "I'm studying midwifery in Bo, can you explain the stages of labour for my exam?", intent: "off-topic" },
  { message: "Could I speak with a lawyer in person about my mother's TBA licence problem? When is the earliest?", intent: "booking" },
  { message: "I want to email you the DNA result. Which address?", intent: "email" },
  {
    message: "Police searched my mother's house for the medicines she uses for deliveries, they say they will charge her. We need criminal defence.",
    intent: "area:criminal",
  },
  { message: "Does Christiana Thomas still work there? She helped my sister with her employment case.", intent: "attorney:Christiana Thomas" },
  { message: "I'm going now, bye", intent: "goodbye" },
  { message: "dem just arrest my wife for Bo hospital say she try tief another woman baby. she don de inside since 2pm. pls", intent: "urgent" },
  { message: "Hello there", intent: "greeting" },
  {
    message: "mi baby papa na soldier, he say di pikin no to him own and refuse to pay anything for the naming ceremony or school. I need lawyer to help me",
    intent: "area:family",
  },
  { message: "Pls which food a breastfeeding mother should eat", intent: "off-topic" },
  { message: "My baby was born in Guinea but I am Sierra Leonean. Can I still register the birth here and will she be a citizen?", intent: "legal-question" },
  {
    message: "I'm writing from my neighbor's phone. My husband locked our newborn away from me and beat me when I asked for her. I'm afraid to go back.",
    intent: "safety",
  },
  { message: "What time does the office open in the morning, and what's the phone number in case I'm late?", intent: "hours", also: ["phone"] },
  { message: "Help needed with registering our company that makes baby carriers and opening a corporate bank account", intent: "area:business" },
  { message: "Hello, I'd like to book a consultation about late registration and changing my daughter's surname.", intent: "booking" },
  { message: "Are your lawyers experienced? How many of them?", intent: "team" },
  {
    message: "My father has been in police custody in Kailahun since Wednesday after the in-laws accused him of hiding my baby. He's old and sick.",
    intent: "urgent",
  },
  {
    message: "The ship arrived late and my shipment of naming ceremony supplies spoiled. I want to sue the carrier for the cargo damage.",
    intent: "area:shipping",
  },
  { message: "can you translate welcome baby to Temne for our banner", intent: "off-topic" },
  {
    message: "The house my husband and I built is on his family land. After the birth of our twins his uncles say we must leave it. Need help with the land.",
    intent: "area:land",
  },
  { message: "Is parking available for clients?", intent: "knowledge:Parking" },
  { message: "How long do I have to register a birth before it is considered late, and what is the penalty?", intent: "legal-question" },
  { message: "The other party in our clinic dispute wants arbitration. We have never done it. Can your firm handle it?", intent: "area:arbitration" },
  { message: "police de take my mama now now, di TBA, dem say make she come station. di pikin wey she born fine, na lie dem de tell", intent: "urgent" },
  { message: "I need help drafting a supply agreement with a pharmacy to get delivery kits every month for my clinic", intent: "area:contract" },
  { message: "Tenki ya, I don understand now", intent: "thanks" },
  { message: "dem say dem go kill di midwife if she talk for court. she don run come my house, dem de find am", intent: "safety" },
  { message: "How do I become a certified midwife in Sierra Leone? What school?", intent: "off-topic" },
  {
    message: "My daughter has been accused of abandoning her newborn at the hospital. She was released but must appear in court. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "what kind of case una de take?", intent: "services" },
  { message: "abeg make una give me appointment wit family lawyer, I de come frm Makeni friday", intent: "booking" },
  { message: "We took in a baby left at the health post 2 years ago and we want to adopt her legally. Do you handle adoptions?", intent: "area:family" },
  { message: "Your phone number please, I'll call in the morning", intent: "phone" },
  {
    message:
      "Good morning, my husband was stopped at the border at Gbalamuya with our newborn, they say he has no papers for the baby. They are holding him there since yesterday.",
    intent: "urgent",
  },
  { message: "Our board of directors at the clinic can't agree on appointing a new chairman. We need advice on company governance.", intent: "area:business" },
  { message: "Does the lawyer speak Fula or only English and Krio?", intent: "knowledge:Languages spoken" },
  { message: "di man wey deny my pikin don marry anoda woman. if I take am go court, how much court go tell am pay every month?", intent: "legal-question" },
  { message: "I want to ask something", intent: "unknown" },
  { message: "We are shipping a container of maternity supplies but want a lawyer to review the charter party before signing.", intent: "area:shipping" },
  { message: "what time does the naming ceremony start normally, morning or evening?", intent: "off-topic" },
  { message: "una de work till wetin time Monday?", intent: "hours" },
  {
    message: "My brother in law has been sending me threats, saying he will poison me and take the twins. He came to the house twice this week with men.",
    intent: "safety",
  },
  { message: "Pls una fit help me buy land and check if di seller get real papers? na for my pikin future", intent: "area:land" },
  { message: "Can you tell me all the areas your firm handles?", intent: "services" },
  { message: "My in-laws say under our customary law the child belongs to the father's family, even if he denied it. Is that true?", intent: "legal-question" },
  {
    message: "my employer refuse to pay my salary for di months I was on maternity leave even though our contract say dem must pay. I want to sue",
    intent: "area:contract",
  },
  { message: "I need the contact info for Kamara chambers, phone, WhatsApp, email, everything", intent: "contact" },
  {
    message: "A contractor failed to finish our birth centre and we agreed to mediation. We need an experienced mediator or lawyer.",
    intent: "area:arbitration",
  },
  {
    message:
      "am in UK, my brother just called from a cell in Freetown, dem arrest am afta e fight wit di girl family ova di pikin name. wetin I fit do from here?",
    intent: "urgent",
  },
  { message: "What should I bring to my first meeting, do I need my baby's birth certificate?", intent: "knowledge:What to bring" },
  { message: "how to bath newborn baby wen di belly button never fall", intent: "off-topic" },
  { message: "Can I come in tomorrow to speak to someone about my baby father who says the child is not his?", intent: "booking" },
  { message: "Please what is the email for consultation?", intent: "email" },
  {
    message: "The police have opened a case against the village midwife after a death in childbirth. She has not been arrested. She needs a criminal lawyer.",
    intent: "area:criminal",
  },
  { message: "I'm coming from Waterloo, how do I get to your office?", intent: "address" },
  { message: "ok see you later", intent: "goodbye" },
];
