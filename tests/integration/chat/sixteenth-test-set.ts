import type { LabelledMessage } from "@/lib/chat/examples/labelled-message";

// Sixteenth set: 400 hand-written chat messages from eight unusual writers, mixed through by intent. Writers: Mariama, 34, a deaf seamstress in Bo who types short telegraphic lines without articles; Pa Sorie Kanu, 58, a chiefdom clerk in Kambia who writes stiff formal letters; Kadiatu, 41, a Sierra Leonean nurse in Leicester, UK, busy and fluent, often writing about family at home; Momoh, 13, a schoolboy in Makeni writing SMS Krio, mostly about his mother; Mr Li Wei, 45, a Chinese road contractor near Kenema with broken English and no articles; Sheikh Alusine, 60, an imam in Port Loko, courteous and religious in phrasing; Bai, 38, a truck driver at the Gbalamuya border crossing, heavy Krio shorthand on a cheap phone; Yeabu, 50, a widow selling cassava at Waterloo market, phonetic Krio with dropped vowels.

export const SIXTEENTH_TEST_SET: LabelledMessage[] = [
  // urgent (40)
  { message: "police don take my mama from di market dis morning. she de na cell for Makeni. pls help me. i am 13", intent: "urgent" },
  { message: "abeg dem hold my boy ya na gbalamuya customs post, sojaman dem tek am since 6am", intent: "urgent" },
  { message: "Brother arrested. Bo police. Last night. No charge told. Need lawyer now.", intent: "urgent" },
  {
    message: "Police take our site engineer from camp in Kenema today morning. They say he hit okada man. He still inside station. What to do quickly",
    intent: "urgent",
  },
  {
    message:
      "Assalamu alaikum. My son Ibrahim was taken by the police from the mosque after Jumu'ah prayers and he is still held at Port Loko station. Please I need help urgently.",
    intent: "urgent",
  },
  { message: "mi pikin dem arest am yestade e stil de na Waterloo polis stashon dem no gri giv am bel", intent: "urgent" },
  {
    message:
      "I'm in Leicester. My younger brother was picked up by CID in Freetown two nights ago and they still haven't let him go or charged him. Can someone go to the station today? I will pay whatever it costs.",
    intent: "urgent",
  },
  {
    message:
      "Sir/Madam, I write on behalf of the Paramount Chief of Magbema Chiefdom. The Chiefdom Speaker was detained by police at Kambia yesterday evening and remains in custody. Kindly advise immediately.",
    intent: "urgent",
  },
  { message: "soja dem don hold me moto an me apprentice na checkpoint. dem say we carry contraband. e de inside dem container now", intent: "urgent" },
  { message: "plz wetin i go do dem handcuff my mother and put am inside police van. i de cry", intent: "urgent" },
  { message: "Police at my door now. Want take husband. Cannot hear them well. Help. Send lawyer.", intent: "urgent" },
  {
    message: "Two of my Chinese workers arrested by police at Hastings for work permit. Lock in cell since Friday. Need lawyer today please",
    intent: "urgent",
  },
  {
    message:
      "My brother, the police came to our house at dawn and took my nephew for questioning. It is now evening and he has not come back. They refuse to tell us the charge.",
    intent: "urgent",
  },
  { message: "polis don cam fo mi os dem wan tek mi gran pikin now now", intent: "urgent" },
  {
    message:
      "URGENT - my mum's tenant had her arrested and she's been at Lumley police station since this morning over a rent argument. She is 72 and diabetic. She's still in there.",
    intent: "urgent",
  },
  { message: "dem lock me drayva for kambia police since tuesday no food no bail", intent: "urgent" },
  {
    message:
      "Urgent. Three youths from our village are held at Rokupr police post since Sunday after a land fight. Their families are at the station now. We need a lawyer.",
    intent: "urgent",
  },
  { message: "since satday dem hold my mama na Makeni police station an dem say if we no pay money she no go cam out", intent: "urgent" },
  { message: "Son 17. Taken by police. Kissy station. Cannot speak on phone. Pls whatsapp text only.", intent: "urgent" },
  {
    message: "Our company driver is inside police cell now because accident on Bo-Kenema highway. Police want money. Please send lawyer to station",
    intent: "urgent",
  },
  {
    message: "Please help, soldiers arrested two of my students at the checkpoint near Mange bridge this afternoon and are still holding them.",
    intent: "urgent",
  },
  { message: "dem tek mi sista pikin go CID yestade nite e nor cam bak yet abeg", intent: "urgent" },
  {
    message:
      "Is there a lawyer available right now? My husband was detained at Lungi airport on arrival by immigration and police, he's been held there 9 hours.",
    intent: "urgent",
  },
  { message: "oga dem arrest me now now for border, dem de carry me go Freetown. a use me last credit fo dis", intent: "urgent" },
  {
    message:
      "I humbly request immediate assistance. A fellow clerk of the chiefdom was arrested this morning by officers from Freetown and is being held at the Kambia divisional headquarters.",
    intent: "urgent",
  },
  { message: "sir d police dem cum tek my mama from her shop. she de inside cell. me an my small sister alone na os", intent: "urgent" },
  { message: "Friend deaf like me. Arrested at protest. Police no interpreter. Still held. Help fast.", intent: "urgent" },
  { message: "Police come to our quarry now with paper, want to take manager. He is in office, what we do now, need lawyer come", intent: "urgent" },
  {
    message:
      "The police are holding our mosque treasurer since Tuesday over an allegation of missing funds. He has not seen a lawyer. Can someone go to him today?",
    intent: "urgent",
  },
  { message: "dem hol mi bobo na Congo Cross polis since mondeh", intent: "urgent" },
  {
    message: "my cousin texted me from inside a police cell in Bo, says they beat him and won't let him call anyone else. please who can go?",
    intent: "urgent",
  },
  { message: "dem hold 4 of we drivers na Gbalamuya, customs say we no pay duty. we sleep na ground for dem yard since yestade", intent: "urgent" },
  {
    message:
      "Good day. The youth leader of Kassiri was taken into custody by the military last night. He is now held at the barracks. We seek legal help at once.",
    intent: "urgent",
  },
  { message: "how i go get lawyer for my mama she arrest tiday", intent: "urgent" },
  { message: "Husband in cell 3 days. Police say wait. Wait for what. Need lawyer.", intent: "urgent" },
  {
    message:
      "Hello. My friend Mr Zhang, he is detain by police in Freetown Central since yesterday about contract money. He cannot speak English good. Please urgent",
    intent: "urgent",
  },
  { message: "Police have surrounded my house and say they will take me in for a sermon I gave. They are outside now. What should I do?", intent: "urgent" },
  { message: "abeg una help mi dem don put mi pikin na cell se e tif palm oil wey e no tif", intent: "urgent" },
  { message: "Need a criminal lawyer at Waterloo police station ASAP, my nephew was arrested at 3am and they're still holding him", intent: "urgent" },
  { message: "me bos dem arest am na Kambia. e de na cell. we no sabi wetin fo do", intent: "urgent" },

  // safety (25)
  { message: "Husband beat me again tonight. I am locked in bathroom. Cannot call. Text only.", intent: "safety" },
  { message: "mi brodalaw dem de tretin fo kil mi bikos ob mi man in lan. dem cam las nite wit cutlass", intent: "safety" },
  { message: "my stepfather de beat me an my mama every nite. tonight he say he go kill we. we hide na neighbour", intent: "safety" },
  {
    message:
      "My sister in Kenema just called me crying, her husband has been beating her and he's threatened to burn the house with her inside. I'm in the UK, what can she do right now?",
    intent: "safety",
  },
  { message: "A group of young men have gathered outside the mosque saying they will burn it and attack me. Please what should we do now?", intent: "safety" },
  { message: "people dem de chase me wit stick say me jam pikin wit truck. me hide na shop. dem wan kill me", intent: "safety" },
  { message: "Villagers with machetes block our road camp and say they will kill Chinese workers tonight. Police not come. Help", intent: "safety" },
  {
    message: "An armed gang has entered our village and is threatening the chief's family. The people are afraid. What emergency help is available?",
    intent: "safety",
  },
  { message: "Man follow me every day from work. Now outside my house. I cannot hear him coming. Scared.", intent: "safety" },
  { message: "mi man in famili tro mi an mi pikin dem komot na os dis nite. wi de slip na street", intent: "safety" },
  {
    message:
      "My ex keeps sending me messages saying he will hurt my daughter, who is staying with my mum in Wellington. He turned up at the house yesterday. I'm terrified.",
    intent: "safety",
  },
  { message: "som big boys say dem go stab me if i tel anybody wetin dem do. dem de wait me afta school", intent: "safety" },
  {
    message: "A woman has come to me for refuge tonight. Her husband beat her badly and is searching for her with a knife. Where can she go for protection?",
    intent: "safety",
  },
  { message: "me wife call me say man dem break inside we os na Lunsar wit gun. me de far na border", intent: "safety" },
  { message: "Our security guard is attacked by youth group, they have stones and say they come back tonight to burn machines and hurt us", intent: "safety" },
  { message: "dem de beat mi pikin gyal na mi yad now now e de halla", intent: "safety" },
  {
    message: "A young girl has run to the chiefdom office saying her uncle has been abusing her. He is looking for her now. We need urgent protection for her.",
    intent: "safety",
  },
  { message: "Neighbour threaten pour acid on me. Says tonight. Alone with baby.", intent: "safety" },
  { message: "My auntie is hiding in a neighbour's room in Kissy, people are accusing her of witchcraft and a crowd is gathering outside.", intent: "safety" },
  { message: "my uncle bin beat my mama tay blood de komot. he still de na os. i fraid", intent: "safety" },
  { message: "some boys dem don block me truck na Kambia road, dem say if a no pay dem go kill me. dem get knife", intent: "safety" },
  {
    message: "One of my congregation received a letter saying she and her children will be killed if she does not leave town. She is very frightened.",
    intent: "safety",
  },
  { message: "mi landlod tro mi load dem outside dis nite an e de hit mi. mi an mi 3 pikin dem", intent: "safety" },
  { message: "Man at site say he will shoot me if I not pay him money. He come back tomorrow with friends. I am afraid", intent: "safety" },
  { message: "Ex boyfriend text: kill you tonight. He know where I live. What do.", intent: "safety" },

  // legal-question (32)
  { message: "mi man don day. e famili se di lan an di os na dem yon. na so di law se? mi nor get rait?", intent: "legal-question" },
  { message: "If my late father left no will, am I entitled to a share of his house in Freetown even though I live abroad?", intent: "legal-question" },
  { message: "Government ministry not pay our company for road work 8 months. Can we legally stop work and take equipment away?", intent: "legal-question" },
  {
    message: "Under Sierra Leone law, is an Islamic marriage recognised the same as a church or court marriage when it comes to inheritance?",
    intent: "legal-question",
  },
  { message: "customs man take me goods say a no pay duty but a get receipt. e legal wetin dem do?", intent: "legal-question" },
  { message: "Boss fire me because deaf. Legal? Can I sue?", intent: "legal-question" },
  {
    message:
      "Kindly advise whether a Paramount Chief has the legal authority to lease community land to a foreign company without the consent of the landowning families.",
    intent: "legal-question",
  },
  { message: "if my papa no de pay my school fees, di court go force am?", intent: "legal-question" },
  {
    message: "My ex took our son to Sierra Leone for the holidays and now won't bring him back to England. Can he do that without my consent?",
    intent: "legal-question",
  },
  { message: "Worker break his leg on our site. Must company pay him compensation by law? How much?", intent: "legal-question" },
  { message: "mi landlod se mi fo komot insai one week. e get di rait fo du dat?", intent: "legal-question" },
  { message: "Can a man's second wife inherit property equally with the first wife if they were both married under Islamic rites?", intent: "legal-question" },
  { message: "police collect me licence 3 week now, no ticket no nothing. dem fit do dat?", intent: "legal-question" },
  { message: "Landlord keep deposit. Say flat dirty. It clean. I win in court?", intent: "legal-question" },
  { message: "I wish to know whether a chiefdom by-law can lawfully impose fines on persons who refuse communal labour.", intent: "legal-question" },
  { message: "What are my rights if my brother has sold our family land in Waterloo without asking the rest of us?", intent: "legal-question" },
  { message: "if my papa lef my mama, how much money di court go giv am for we?", intent: "legal-question" },
  { message: "Subcontractor take advance 200 million leones and disappear. If we find him, can we keep his truck as payment?", intent: "legal-question" },
  { message: "if a tek mi man in famili go kot a go win?", intent: "legal-question" },
  { message: "Is it legal for a government school to refuse admission to a girl who wears the hijab?", intent: "legal-question" },
  { message: "me bos no pay me 4 mont salary. a get rait fo keep di truck until e pay?", intent: "legal-question" },
  { message: "Police refuse interpreter for deaf. Is that allowed? Right to sign language?", intent: "legal-question" },
  { message: "Does a British divorce count in Sierra Leone, or would I need to get divorced again over there?", intent: "legal-question" },
  { message: "Is a land sale agreement written in pencil and witnessed only by the town chief valid in law?", intent: "legal-question" },
  { message: "Can foreigner own land in Sierra Leone under company name, or only lease?", intent: "legal-question" },
  { message: "di man wey buy kasada fom mi on kredit nor pay. a fit go tek in tin dem na in os?", intent: "legal-question" },
  { message: "If a man pronounces talaq three times by text message, is the divorce valid under the law of Sierra Leone?", intent: "legal-question" },
  { message: "if accident happen an na di oda driva fault, na me o na im go pay for di damage?", intent: "legal-question" },
  { message: "am i allowed to choose to stay wit my mama not my papa? i am 13", intent: "legal-question" },
  { message: "My mum's widow's pension was stopped after she remarried. Are they allowed to do that?", intent: "legal-question" },
  { message: "Hospital mistake. Baby hurt. Can I claim money? How much?", intent: "legal-question" },
  {
    message: "What does the law say about a stranger who has farmed chiefdom land for twenty years? Does he acquire ownership of it?",
    intent: "legal-question",
  },

  // off-topic (40)
  { message: "pls help me write essay on rule of law for my JSS 3 exam", intent: "off-topic" },
  { message: "wetin be di rate for dollar to leones today", intent: "off-topic" },
  { message: "Weather Bo tomorrow? Rain?", intent: "off-topic" },
  { message: "Where I can buy cement cheap in Kenema? Which supplier best price", intent: "off-topic" },
  { message: "Please when does Ramadan begin this year in Sierra Leone?", intent: "off-topic" },
  { message: "omos bag rais de sel na Waterloo tide", intent: "off-topic" },
  { message: "What's the best way to send money to Sierra Leone from the UK, WorldRemit or Western Union?", intent: "off-topic" },
  { message: "Kindly compose a speech on justice and fairness for the Chiefdom Council's annual meeting.", intent: "off-topic" },
  { message: "who win East End Lions an Kallon yestade", intent: "off-topic" },
  { message: "how far from Kambia to Conakry by road, how many hour", intent: "off-topic" },
  { message: "Headache 3 days. What medicine?", intent: "off-topic" },
  { message: "Translate to Krio please: the road will close for two weeks for repair", intent: "off-topic" },
  { message: "Could you write a short poem about the Day of Judgement for my students?", intent: "off-topic" },
  { message: "aw fo mek gari fine fine fo sel", intent: "off-topic" },
  { message: "Are there any nursing jobs going at Connaught Hospital? I'm thinking of coming home for good.", intent: "off-topic" },
  { message: "What is the population of Kambia District according to the last census?", intent: "off-topic" },
  { message: "wetin mean habeas corpus? na for my civics homework", intent: "off-topic" },
  { message: "which tyre good for 20 ton truck, Michelin or di Chinese one", intent: "off-topic" },
  { message: "Sign language class Freetown? Where?", intent: "off-topic" },
  { message: "Do you know good Chinese restaurant in Freetown? I want eat noodles", intent: "off-topic" },
  { message: "What time is Maghrib prayer in Freetown today?", intent: "off-topic" },
  { message: "mi pikin get fiba an e de vomit wetin a fo gi am", intent: "off-topic" },
  { message: "Can you recommend a good secondary school in Freetown for my niece?", intent: "off-topic" },
  { message: "Who was the first Prime Minister of Sierra Leone?", intent: "off-topic" },
  { message: "give me 5 example of noun an pronoun", intent: "off-topic" },
  { message: "fuel price don go up again? how much litre diesel now", intent: "off-topic" },
  { message: "Judge Judy show. Where watch with subtitles?", intent: "off-topic" },
  { message: "Rainy season start May or June here? We plan asphalt work", intent: "off-topic" },
  { message: "Please recommend a good book on the life of the Prophet for young people.", intent: "off-topic" },
  { message: "cassava leaf soup recipe pliz wit palm oil", intent: "off-topic" },
  { message: "Which airline is cheapest from Heathrow to Lungi in December?", intent: "off-topic" },
  { message: "Can you type a letter inviting the District Council chairman to our cultural festival?", intent: "off-topic" },
  { message: "how to play FIFA on phone free", intent: "off-topic" },
  { message: "Orange money to Guinea franc, how a do am", intent: "off-topic" },
  { message: "Joke about lawyers. Tell me one.", intent: "off-topic" },
  { message: "Which network have best internet in Kailahun district? Orange or Africell?", intent: "off-topic" },
  { message: "How do I calculate zakat on my savings?", intent: "off-topic" },
  { message: "wetin na di price fo one bushel kasada na Lumley", intent: "off-topic" },
  { message: "Do I need a visa to visit Ghana with a Sierra Leonean passport?", intent: "off-topic" },
  {
    message: "Please explain the difference between the legislature, the executive and the judiciary for a community sensitisation talk.",
    intent: "off-topic",
  },

  // booking (24)
  {
    message: "I'll be in Freetown from the 10th to the 24th of next month. Could I book a consultation with one of your lawyers during that time?",
    intent: "booking",
  },
  { message: "Want appointment. Deaf. Need written meeting or interpreter. Thursday ok?", intent: "booking" },
  { message: "I want meet a lawyer tomorrow morning for discuss our company matter. Possible?", intent: "booking" },
  { message: "Assalamu alaikum. I would like to arrange a meeting with one of your lawyers, if possible next week after Friday prayers.", intent: "booking" },
  { message: "a wan cam si lawyer monday. una go get time fo me?", intent: "booking" },
  { message: "a wan kam tok to loya wan de dis wik", intent: "booking" },
  { message: "Sir, I wish to book an appointment for the Paramount Chief to see a senior lawyer when he visits Freetown on the 15th.", intent: "booking" },
  { message: "can i cum see lawyer wit my aunty afta school", intent: "booking" },
  { message: "Do you do video consultations? I'd like to book one on WhatsApp video or Zoom as I'm in the UK.", intent: "booking" },
  { message: "Please arrange appointment with business lawyer, our director come from Beijing next week.", intent: "booking" },
  { message: "Can I come in on Wednesday to see someone? I will bring my brother with me.", intent: "booking" },
  { message: "Book consult. Next week. Any day after 2pm.", intent: "booking" },
  { message: "abeg put me name fo see lawyer. a go cam wen a reach Freetown", intent: "booking" },
  { message: "mi gran pikin se a fo mek apoyntment. aw a go du am", intent: "booking" },
  { message: "I write to request a consultation concerning a chieftaincy matter. Kindly indicate a convenient date.", intent: "booking" },
  { message: "Hi, can I book in for a consultation about my late dad's estate? Any slot on a Friday works.", intent: "booking", also: ["area:family"] },
  { message: "We need sit down with your lawyer to check contract before we sign with ministry. When you free?", intent: "booking", also: ["area:contract"] },
  { message: "my aunty say make i ask if we fit see lawyer tomorrow", intent: "booking" },
  { message: "Please schedule me to meet with a lawyer. I prefer the morning time, inshallah.", intent: "booking" },
  { message: "wan appoinment pls 2moro", intent: "booking" },
  { message: "Meet lawyer face to face. I lip read. Which day free?", intent: "booking" },
  { message: "abeg a go cam tosde fo si una. wich taim a fo cam", intent: "booking" },
  { message: "Kindly reserve a meeting for a delegation of three elders from Kambia on any weekday next month.", intent: "booking" },
  { message: "Could I have a scheduled call with a lawyer this coming Monday, around 10 UK time?", intent: "booking" },

  // area:family (16)
  { message: "I want to divorce my husband, who lives in Freetown. I'm in the UK. Can you handle the divorce on that end?", intent: "area:family" },
  { message: "mi man day an e lef paper fo in tin dem. abeg elp mi fo du di wil bisnes", intent: "area:family" },
  { message: "my papa no de gi my mama moni fo we food. she wan carry am go court. una go help?", intent: "area:family" },
  { message: "Want adopt my sister's child. Sister dead. Help with papers?", intent: "area:family" },
  { message: "I want to write a will that distributes my property according to Islamic law. Does your firm prepare wills?", intent: "area:family" },
  { message: "I marry Sierra Leone woman two year ago. Now we want divorce peaceful. You do this?", intent: "area:family" },
  { message: "me wife lef wit me pikin dem go Guinea. a wan me pikin dem back. una de handle dis kind case?", intent: "area:family" },
  {
    message: "A widow in our chiefdom requires assistance with the administration of her late husband's estate. Does the firm undertake such matters?",
    intent: "area:family",
  },
  { message: "My mum wants to make a will while she's still well, she lives in Murray Town. Could you help her draw one up?", intent: "area:family" },
  { message: "mi dota man nor de gi di pikin dem notin fo it. wi wan go kot fo maintenans", intent: "area:family" },
  { message: "Custody. Ex wants child. I want keep. Need family lawyer.", intent: "area:family" },
  {
    message: "A couple in my congregation wish to formalise the adoption of an orphan they have raised since the Ebola period. Can you assist them?",
    intent: "area:family",
  },
  { message: "my mama an papa de divorce an dem de fight over me. who go help my mama", intent: "area:family" },
  { message: "We're looking at adopting a child from Sierra Leone while living in England. Do you do intercountry adoption work?", intent: "area:family" },
  { message: "me broda day na accident, e lef 3 pikin. we wan fix di inheritance proper. una fit help?", intent: "area:family" },
  { message: "I seek assistance for my daughter, who wishes to obtain a divorce from a customary marriage.", intent: "area:family" },

  // area:business (16)
  { message: "We want register new company in Sierra Leone for road construction. Foreign owner. You help with registration?", intent: "area:business" },
  {
    message: "I'm planning to set up a small pharmacy in Freetown with a partner. Can you help register the company and draft a shareholder agreement?",
    intent: "area:business",
  },
  { message: "me an 2 oda driva wan mek transport company. aw fo register am. una de du dat?", intent: "area:business" },
  { message: "wi wumen dem na makit wan mek wi osusu grup get paper proper, lek kompin. una fit elp?", intent: "area:business" },
  {
    message: "Our mosque wants to start an Islamic microfinance scheme for traders. We need help setting it up properly as a business.",
    intent: "area:business",
  },
  { message: "Start small business. Tailoring. Register name. Help?", intent: "area:business" },
  {
    message: "The chiefdom intends to form a company with investors for a rice mill. We require legal help with incorporation and governance.",
    intent: "area:business",
  },
  { message: "Our Sierra Leone partner company, shareholders fighting about dividend. Need lawyer for corporate matter.", intent: "area:business" },
  { message: "Do you advise diaspora investors? I'm looking at putting some savings into a local business back home.", intent: "area:business" },
  { message: "a wan open account fo business na bank, dem de ask fo business registration. una help fo dat?", intent: "area:business" },
  { message: "We are five brothers starting a trading company. We need a shareholder agreement drawn up. Is this something you do?", intent: "area:business" },
  { message: "my uncle wan register im phone shop as company. he say make i ask una", intent: "area:business" },
  { message: "Need help with board resolution and changing directors of our company at Corporate Affairs Commission.", intent: "area:business" },
  { message: "Partner in shop want leave. Shares. Help me sort.", intent: "area:business" },
  { message: "Could the firm assist a farmers' cooperative in Kambia with its constitution and registration?", intent: "area:business" },
  { message: "a wan ask bank fo lon fo mi kasada bisnes. dem se a nid loya paper fo di bisnes. una du dat?", intent: "area:business" },

  // area:shipping (16)
  { message: "Our asphalt machine arrive at Queen Elizabeth Quay one month ago, port not release. Customs problem. Need lawyer.", intent: "area:shipping" },
  { message: "me container de na port since 3 week dem no gree release am. una sabi port wahala?", intent: "area:shipping" },
  {
    message: "I shipped a container of household goods from Tilbury to Freetown and half of it was missing on arrival. Do you handle cargo claims?",
    intent: "area:shipping",
  },
  {
    message: "We sent a container of donated Qurans and school books, and the shipping line is demanding extra charges before releasing it. Can you help?",
    intent: "area:shipping",
  },
  {
    message: "A fishing vessel belonging to a Kambia businessman has been detained by the port authorities. Does the firm handle maritime matters?",
    intent: "area:shipping",
  },
  { message: "mi bobo in tin dem wey e sen fom Amerika na bot, dem brok ol. una fit elp wit dis?", intent: "area:shipping" },
  { message: "Ship owner want extra demurrage for our steel. Charter party say different. You can check?", intent: "area:shipping" },
  { message: "a carry goods from port go Guinea, di shipping company say dem lost one container. wetin una fit do", intent: "area:shipping" },
  { message: "Car shipped from UK. Damaged at port. Help claim?", intent: "area:shipping" },
  { message: "My cousin's boat was seized by the port authority over unpaid fees. Is shipping something your firm does?", intent: "area:shipping" },
  {
    message:
      "A crew member from our community has not been paid by his ship, and the vessel is about to leave port. Can your lawyers stop the ship until he is paid?",
    intent: "area:shipping",
  },
  { message: "We need lawyer for vessel arrest. Ship damage our cargo and want leave Freetown.", intent: "area:shipping" },
  {
    message:
      "We wish to engage counsel regarding medical supplies for the chiefdom hospital which have been held at Queen Elizabeth II Quay awaiting clearance since March.",
    intent: "area:shipping",
  },
  { message: "customs fo di quay dem de hold me goods say di papers no correct. help me abeg", intent: "area:shipping" },
  { message: "mi pikin sen drum fom England e de na port, dem se pe plenti. una fit elp", intent: "area:shipping" },
  {
    message: "Do you deal with charter party disputes? My husband's company chartered a vessel and the owner pulled out at the last minute.",
    intent: "area:shipping",
  },

  // area:land (16)
  { message: "I bought a plot in Tokeh while I was in the UK and now someone else is building on it. I need a land lawyer.", intent: "area:land" },
  { message: "sombodi de bil na mi man in lan na Waterloo. a wan loya fo lan", intent: "area:land" },
  { message: "A boundary dispute exists between two villages in the chiefdom over farmland. We require the services of the firm.", intent: "area:land" },
  { message: "The mosque was given land many years ago but we have no title deed. We want proper documents. Can you help?", intent: "area:land" },
  { message: "We want lease land near Kenema for asphalt plant. Need lawyer for lease agreement and title search.", intent: "area:land" },
  { message: "a wan buy plot na Lunsar. abeg una go check di papers befo a pay?", intent: "area:land" },
  { message: "Buy land. Want check title first. Search help?", intent: "area:land" },
  { message: "di landlord wan raise my mama rent double an e say if she no pay e go pursue we. help am plz", intent: "area:land" },
  { message: "My family has land in Kailahun and my uncles are fighting over it. Do you handle family land disputes?", intent: "area:land" },
  { message: "mi shop na makit di landlod lok am se a no pe rent. a don pe! elp mi", intent: "area:land" },
  {
    message: "We need conveyancing for the transfer of a house in Kambia town from a seller to the chiefdom. Please advise how you can assist.",
    intent: "area:land",
  },
  { message: "na me lan na Kambia, me neighbour move di beacon dem. una du lan case?", intent: "area:land" },
  { message: "My tenant has not paid rent for over a year and refuses to leave my house in Port Loko. I need help with this.", intent: "area:land" },
  { message: "Landlord of our office in Freetown want end lease early. We sign 5 year. Need land lawyer.", intent: "area:land" },
  { message: "Title deed lost. Fire. Need new one. Help?", intent: "area:land" },
  { message: "Can you do a search at the Ministry of Lands on a plot in Goderich before my cousin buys it on my behalf?", intent: "area:land" },

  // area:arbitration (16)
  { message: "Our contract with ministry have arbitration clause. Dispute now about payment. We want start arbitration. You do?", intent: "area:arbitration" },
  {
    message: "The chiefdom and a mining company wish to resolve a compensation dispute through mediation rather than court. Does the firm offer this?",
    intent: "area:arbitration",
  },
  {
    message: "My business partner and I would rather settle our disagreement through mediation than go to court. Do you offer that?",
    intent: "area:arbitration",
  },
  { message: "me an di man wey own di trucks get palava. we no wan go court. una fit settle am?", intent: "area:arbitration" },
  {
    message:
      "Two traders in our community have a dispute over money and both respect the mosque. They want a neutral mediator with legal training. Can you arrange one?",
    intent: "area:arbitration",
  },
  { message: "We win arbitration award in Singapore against Sierra Leone company. Need enforce it here.", intent: "area:arbitration" },
  { message: "mi an mi patna fo di kasada bisnes de fet. wi nor wan kot. una get pipul fo setul am?", intent: "area:arbitration" },
  { message: "Dispute with supplier. No court. Mediation? You do?", intent: "area:arbitration" },
  { message: "Kindly inform us whether you handle arbitration of commercial disputes between local traders and foreign buyers.", intent: "area:arbitration" },
  { message: "We have an arbitration award from London against a Freetown company that refuses to pay. Can you help enforce it?", intent: "area:arbitration" },
  { message: "di company wey hire me truck no pay, an di contract say we go arbitration if palava. una fit handle am?", intent: "area:arbitration" },
  { message: "Joint venture partner dispute. Agreement say mediation first. Want mediator quick.", intent: "area:arbitration" },
  {
    message: "A building contractor and our madrasa disagree about the cost of work done. Could your firm help us settle it by arbitration?",
    intent: "area:arbitration",
  },
  {
    message: "Is arbitration one of your services? There's a dispute with the builder over my house in Freetown and I'd rather avoid court.",
    intent: "area:arbitration",
  },
  {
    message: "The contractor building our chiefdom hall has a dispute with the council. Both parties have agreed to arbitration. We seek an arbitrator.",
    intent: "area:arbitration",
  },
  { message: "abeg una get mediation? me an me bos wan settle di money palava fine", intent: "area:arbitration" },

  // area:contract (16)
  { message: "Need lawyer to review subcontract agreement before sign. 30 pages. How fast you do?", intent: "area:contract" },
  { message: "Could you review an employment contract I've been offered at a hospital in Freetown before I sign it?", intent: "area:contract" },
  { message: "me bos no pay me salary 3 mont an we get contract. a wan lawyer fo collect me moni", intent: "area:contract" },
  { message: "wan man buy 20 bag kasada fom mi, wi sain paper, e nor pe. a wan mi moni", intent: "area:contract" },
  { message: "We need a proper written agreement for the builder who will extend the mosque. Can you draft it?", intent: "area:contract" },
  { message: "Employer no contract. Want written one. Help draft?", intent: "area:contract" },
  { message: "The chiefdom has agreed to supply sand to a road company and requires a written supply contract drafted.", intent: "area:contract" },
  { message: "Supplier of stone not deliver like contract say, we pay already. Need enforce contract.", intent: "area:contract" },
  {
    message: "My brother lent a business 80 million leones under a signed agreement and they've stopped paying it back. Can you help recover it?",
    intent: "area:contract",
  },
  { message: "a sign contract fo carry goods go Conakry but di man cancel afta a don buy fuel. a wan lawyer", intent: "area:contract" },
  { message: "my mama sell clothes to one woman on agreement an she no pay. my mama say make i ask una fo help", intent: "area:contract" },
  {
    message: "A contractor took payment to drill a well for our village and did not finish. We have the signed agreement. We need help.",
    intent: "area:contract",
  },
  { message: "Supply contract. Check before I sign. Fabric order.", intent: "area:contract" },
  { message: "di restorant wey a de sel kasada to se dem go stop di agriment. una du agriment paper?", intent: "area:contract" },
  { message: "Please draft an employment contract for the new chiefdom secretary.", intent: "area:contract" },
  { message: "Our Sierra Leone staff need standard employment contract. Can your contract lawyer prepare?", intent: "area:contract" },

  // area:criminal (16)
  {
    message: "My nephew was released on bail yesterday and his case goes to the magistrate court next week. We need a defence lawyer.",
    intent: "area:criminal",
  },
  { message: "dem release me on bail but dem say a go court monday fo di accident. a nid lawyer", intent: "area:criminal" },
  { message: "my mama don cam out from police but she get court case. plz help her", intent: "area:criminal" },
  { message: "I have been charged with incitement and my trial begins next month. Does your firm take criminal defence?", intent: "area:criminal" },
  { message: "mi pikin kot kes na magistrate kot Waterloo nex week. a wan loya fo stan fo am", intent: "area:criminal" },
  { message: "Police accuse our company of fraud, we get summons to court. Need criminal lawyer.", intent: "area:criminal" },
  { message: "Court case. Theft. Not me. Out on bail. Need defence.", intent: "area:criminal" },
  { message: "A young man from Kambia was convicted last week and wishes to appeal. Does your firm handle criminal appeals?", intent: "area:criminal" },
  {
    message: "My cousin was held for five days last month and beaten in custody. He's out now. Can your firm bring a human rights claim?",
    intent: "area:criminal",
  },
  { message: "police invite me say cam station monday fo statement. a wan lawyer go wit me", intent: "area:criminal" },
  { message: "A member of my community was acquitted, but the police still keep his motorbike as evidence. Can you help him?", intent: "area:criminal" },
  { message: "dem bel mi gran pikin. di kes de go on. wi nid loya", intent: "area:criminal" },
  { message: "Our worker case in High Court for accident death. Trial next month. Defence lawyer needed.", intent: "area:criminal" },
  { message: "my big broda get court case fo fight na school. dem no lock am. we need lawyer", intent: "area:criminal" },
  {
    message: "We require defence counsel for two youths who have been granted bail and must appear before the Kambia Magistrate Court.",
    intent: "area:criminal",
  },
  { message: "Arrested last year protest. Released. Police took phone. Want back. Need help.", intent: "area:criminal" },

  // hours (16)
  { message: "una open satday?", intent: "hours" },
  { message: "What time do you close on Fridays? I'm calling from the UK so I need to work out the time difference.", intent: "hours" },
  { message: "Open now? What hours?", intent: "hours" },
  { message: "Will your office be open on Eid day?", intent: "hours" },
  { message: "What time your office open in morning?", intent: "hours" },
  { message: "wen una de opin", intent: "hours" },
  { message: "Kindly state your office hours.", intent: "hours" },
  { message: "una de open tiday afta 4?", intent: "hours" },
  { message: "una de work sunday", intent: "hours" },
  { message: "Are you open on Independence Day, 27 April?", intent: "hours" },
  { message: "Closed lunch time? Come 1pm ok?", intent: "hours" },
  { message: "During Ramadan do you keep the same opening hours?", intent: "hours" },
  { message: "Office open Christmas holiday or close?", intent: "hours" },
  { message: "una de opin tide? a de cam", intent: "hours" },
  { message: "At what hour does the office close in the evening?", intent: "hours" },
  { message: "what time una close", intent: "hours" },

  // services (12)
  { message: "What kind of law your firm do?", intent: "services" },
  { message: "wetin una de du na dis ofis", intent: "services" },
  { message: "Please provide a list of the legal services offered by the chambers.", intent: "services" },
  { message: "What cases you take?", intent: "services" },
  { message: "What areas of law does Kamara Chambers cover? Trying to work out if you're the right firm for my family.", intent: "services" },
  { message: "una de do all kind case or only some", intent: "services" },
  { message: "What types of matters does your firm handle?", intent: "services" },
  { message: "wetin lawyer dem de do here", intent: "services" },
  { message: "Your firm do only court case or also other service?", intent: "services" },
  { message: "Do you only do family stuff or other things too?", intent: "services" },
  { message: "Is the chambers a general practice, or do you specialise in particular fields?", intent: "services" },
  { message: "una de elp pipul wit wetin kin wahala", intent: "services" },

  // team (12)
  { message: "Who are the lawyers at your firm?", intent: "team" },
  { message: "omos lawyer una get", intent: "team" },
  { message: "Lawyers names? Any woman?", intent: "team" },
  { message: "May I know who the lawyers are? Is any of them a Muslim?", intent: "team" },
  { message: "Which lawyers work at your company and what each one do?", intent: "team" },
  { message: "udat na di loya dem na una ofis", intent: "team" },
  { message: "Kindly furnish the names of the advocates in your chambers and their respective fields.", intent: "team" },
  { message: "how many lawyers de der", intent: "team" },
  { message: "Tell me a bit about your team, who specialises in what?", intent: "team" },
  { message: "show me di lawyer dem names", intent: "team" },
  { message: "Senior partner who? And other lawyers?", intent: "team" },
  { message: "May I know the members of your legal team?", intent: "team" },

  // contact (8)
  { message: "How can I get in touch with you from abroad?", intent: "contact" },
  { message: "aw a go rich una", intent: "contact" },
  { message: "How contact you? Deaf. Cannot call.", intent: "contact" },
  { message: "How I contact your office?", intent: "contact" },
  { message: "Kindly furnish your contact details.", intent: "contact" },
  { message: "aw a fo fen una", intent: "contact" },
  { message: "What is the best way to reach the firm?", intent: "contact" },
  { message: "how i fit talk to una", intent: "contact" },

  // phone (8)
  { message: "gimme una number", intent: "phone" },
  { message: "WhatsApp number? Text only.", intent: "phone" },
  { message: "What's your phone number? Can I ring it from a UK mobile?", intent: "phone" },
  { message: "Phone number of office please", intent: "phone" },
  { message: "una fon nomba", intent: "phone" },
  { message: "Please share a telephone number so that I can call.", intent: "phone" },
  { message: "What is the chambers' telephone line?", intent: "phone" },
  { message: "una get whatsapp?", intent: "phone" },

  // address (7)
  { message: "Where your office? I come from Kenema.", intent: "address" },
  { message: "usai una ofis de", intent: "address" },
  { message: "Kindly provide the physical address of the chambers.", intent: "address" },
  { message: "una ofis near PZ?", intent: "address" },
  { message: "What's the office address? My mum will come in on my behalf.", intent: "address" },
  { message: "Address? Walk from Cotton Tree?", intent: "address" },
  { message: "How do I find your office when I arrive in Freetown by poda poda from Port Loko?", intent: "address" },

  // email (7)
  { message: "What email should I send the documents to?", intent: "email" },
  { message: "Give email address, I send contract", intent: "email" },
  { message: "Kindly provide an electronic mail address to which I may direct a formal letter.", intent: "email" },
  { message: "Email please. I write better.", intent: "email" },
  { message: "Do you have an email address?", intent: "email" },
  { message: "una email", intent: "email" },
  { message: "wetin na una email my aunty wan send something", intent: "email" },

  // greeting (9)
  { message: "Kushe o", intent: "greeting" },
  { message: "Ni hao, hello", intent: "greeting" },
  { message: "Assalamu alaikum", intent: "greeting" },
  { message: "Good morning Sir/Madam", intent: "greeting" },
  { message: "hi", intent: "greeting" },
  { message: "Hi there, good afternoon from Leicester!", intent: "greeting" },
  { message: "Hello. I am deaf. Typing only.", intent: "greeting" },
  { message: "aw di bodi", intent: "greeting" },
  { message: "gud ivin o", intent: "greeting" },

  // thanks (8)
  { message: "tenki ya", intent: "thanks" },
  { message: "Thanks so much, that's really helpful", intent: "thanks" },
  { message: "Jazakallahu khayran", intent: "thanks" },
  { message: "Thanks. Clear.", intent: "thanks" },
  { message: "xie xie, thank you", intent: "thanks" },
  { message: "I am most grateful for your prompt response.", intent: "thanks" },
  { message: "tenki bo", intent: "thanks" },
  { message: "thank u", intent: "thanks" },

  // goodbye (6)
  { message: "bye bye", intent: "goodbye" },
  { message: "Ok. Bye.", intent: "goodbye" },
  { message: "a de go now, wi go tok", intent: "goodbye" },
  { message: "Ma'a salama", intent: "goodbye" },
  { message: "Take care, speak later x", intent: "goodbye" },
  { message: "I shall take my leave now. Good day.", intent: "goodbye" },

  // unknown (6)
  { message: "...", intent: "unknown" },
  { message: "hmm", intent: "unknown" },
  { message: "not sure how to explain this", intent: "unknown" },
  { message: "i de try", intent: "unknown" },
  { message: "Question.", intent: "unknown" },
  { message: "a nor sabi wetin a fo se", intent: "unknown" },

  // knowledge:Fees (6)
  { message: "omos una de tek fo tok to loya? a nor get plenti moni", intent: "knowledge:Fees" },
  { message: "What do you charge for an initial consultation?", intent: "knowledge:Fees" },
  { message: "una de allow pay small small?", intent: "knowledge:Fees" },
  { message: "Do you offer legal aid or reduced fees for those who cannot afford to pay?", intent: "knowledge:Fees" },
  { message: "How much cost for lawyer, per hour or fix price?", intent: "knowledge:Fees" },
  { message: "Cost? Pay instalment?", intent: "knowledge:Fees" },

  // knowledge:Languages spoken (6)
  { message: "Any lawyer speak Chinese? Or only English?", intent: "knowledge:Languages spoken" },
  { message: "una loya de tok Krio?", intent: "knowledge:Languages spoken" },
  { message: "Do any of your lawyers speak Temne or Arabic?", intent: "knowledge:Languages spoken" },
  { message: "Does anyone in the chambers speak Susu? Many of our elders do not speak English.", intent: "knowledge:Languages spoken" },
  { message: "Lawyer know sign language?", intent: "knowledge:Languages spoken" },
  { message: "una sabi Fula?", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring (6)
  { message: "What documents should my mum bring to the first meeting?", intent: "knowledge:What to bring" },
  { message: "wetin a fo bring wen a cam", intent: "knowledge:What to bring" },
  { message: "What papers should I carry with me to the consultation?", intent: "knowledge:What to bring" },
  { message: "For first meeting what document I bring? Company certificate?", intent: "knowledge:What to bring" },
  { message: "a fo bring mi man in det satifiket?", intent: "knowledge:What to bring" },
  { message: "First meeting. Bring what? ID?", intent: "knowledge:What to bring" },

  // knowledge:Parking (6)
  { message: "Is there parking for my pickup near office?", intent: "knowledge:Parking" },
  { message: "a fit park me truck near una ofis?", intent: "knowledge:Parking" },
  { message: "Is there somewhere my brother can park when he brings mum in?", intent: "knowledge:Parking" },
  { message: "Is there a place where our vehicle may wait during the meeting?", intent: "knowledge:Parking" },
  { message: "Can the taxi drop me directly at your door? I walk with difficulty.", intent: "knowledge:Parking" },
  { message: "okada fit drop mi near di ofis?", intent: "knowledge:Parking" },

  // attorney (4)
  { message: "Is Hawa Turay the one who deals with probate? What does she do exactly?", intent: "attorney:Hawa Turay" },
  { message: "Tell me about Ibrahim Jalloh. Is he experienced?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Abdul Rahman Sesay, he do company law? He good?", intent: "attorney:Abdul Rahman Sesay" },
  { message: "Fatmata Kamara de na ofis tide?", intent: "attorney:Fatmata Kamara" },
];
