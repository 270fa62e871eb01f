import type { LabelledMessage } from "./labelled-message";

// Arrests, detentions, danger and police-power questions only: 240 messages weighted to people held right now (110 urgent, 50 safety, 45 area:criminal, 35 legal-question). Writers: Aminata, 21, a panicky FBC student at Mount Aureol typing SMS shorthand on a cracked Android; Pa Foday Mansaray, 63, a retired secondary-school teacher in Makeni who writes formal letters; Ibo Kargbo, 34, an okada rider from Kissy who types Krio with dropped vowels; Mariama, 47, a Waterloo market trader who dictates by voice-to-text with no punctuation and misheard words; Joseph Williams-Cole, 52, an engineer in London writing long, careful messages about family back home; Hawa, 30, a nurse at Connaught Hospital writing quick direct English on her break; Alusine Turay, 40, operations manager of a Lumley construction company writing crisp business English about his staff; Sheku, 26, a cross-border trader from Kambia who travels through Gbalamuya and writes rough Krio on a borrowed phone.

export const DEVELOPMENT_FORTY_THIRD: LabelledMessage[] = [
  { message: "is it true that police can't arrest a woman at night?", intent: "legal-question" },
  {
    message:
      "One of our employees was released on police bail yesterday. The police have told him he'll be charged. We want to engage a criminal lawyer for him now, before the court date.",
    intent: "area:criminal",
  },
  {
    message:
      "My sister told me her husband put a knife to her throat last night. She's still in the house with him because she's scared to leave. What can she do right now?",
    intent: "safety",
  },
  {
    message: "gd evening. my uncle was detained at Lungi airport when he came back from the US. they say his name is on a list. he's been there since 4pm",
    intent: "urgent",
  },
  {
    message: "my landlord people broke my door and take my things and they beat my husband he is bleeding on the ground now in front of the house",
    intent: "safety",
  },
  {
    message: "the lady next door call police for me that I steal her fowl now I am in the station they say I must sleep here tonight I have small baby at home",
    intent: "urgent",
  },
  { message: "hlp!!! polis at my hostel taking ppl, they asking for me by name, i'm hiding in the bathroom typing this", intent: "urgent" },
  {
    message: "the husband of my sister lock her inside the house since 3 days because she want to go back to her family he is beating her every night",
    intent: "safety",
  },
  {
    message:
      "My grandson was granted bail by the Magistrate in Makeni today. The conditions include two sureties. We should like your firm to represent him at the next hearing.",
    intent: "area:criminal",
  },
  { message: "Wetin a go du? Dem ker mi pikin go polis las nite. E nor kam bak te tide.", intent: "urgent" },
  { message: "my cousin dey inside na Kissy police since Sunday. dem nor gri mek we see am. wi bring food dem tek am", intent: "urgent" },
  {
    message:
      "My late brother's son stands trial at the High Court in Makeni in March on a charge of manslaughter. The family wishes to retain competent counsel. Please let me know whether your chambers undertakes such matters outside Freetown.",
    intent: "area:criminal",
  },
  { message: "Dem se a nor na Sierra Leonean. Yut dem beat mi na Kambia junction en tek mi moni. a ron go insai mosk. dem de wet outside", intent: "safety" },
  { message: "wahala! pipul de beat mi kompin na di market. dem se e tif. dem get tayah en petrol", intent: "safety" },
  { message: "mi bredda dem sentens am 5 yia na Kenema. wi wan apil. una de du apil?", intent: "area:criminal" },
  { message: "My husband is drunk and beating me. I locked myself in the bathroom. He's banging on the door. Please help", intent: "safety" },
  { message: "Mi case de na kot. di lawya wey a bin get don lef. nekst kot date na 15. una go tek am?", intent: "area:criminal" },
  {
    message: "my husband went to answer a police invitation at CID this morning and they didn't let him come back. they say he is under arrest now.",
    intent: "urgent",
  },
  { message: "If the police 'invite' you for questioning, do you have to go? Or can you refuse?", intent: "legal-question" },
  {
    message:
      "A mob has gathered outside our neighbour's compound accusing his son of witchcraft. They are throwing stones. The boy is inside. Please advise urgently.",
    intent: "safety",
  },
  { message: "police at the door now asking for my husband. he is inside. what do we do", intent: "urgent" },
  {
    message: "Bra na me. Dem hol me now now na Ferry Junction. polis se di okada nor get papers. Dem wan ker me go station. A de use me fren fon",
    intent: "urgent",
  },
  {
    message:
      "A lawyer is needed at Lumley Police Station immediately - our company accountant has been held since 9am on an allegation made by a former director. They are about to charge him.",
    intent: "urgent",
  },
  { message: "some boys dem de follow me since market. dem se I go pay for di land or dem go kill me. a de na motor park now", intent: "safety" },
  {
    message:
      "My sister in Freetown has just phoned me. Her husband has threatened to kill her with a cutlass and she has fled to a neighbour's house with the children. What can I do from London right now?",
    intent: "safety",
  },
  { message: "There's a man shouting outside my house saying he'll set it on fire, he's my ex. My kids are inside with me. It's 11pm.", intent: "safety" },
  {
    message:
      "Thugs hired by our former landlord have surrounded our office in Lumley and won't let staff leave. They are shouting that they'll break the windows. We're inside. What's the right step?",
    intent: "safety",
  },
  { message: "my ex keeps following me from campus to my house. today he said he will throw acid on my face. i'm scared to go out", intent: "safety" },
  { message: "mi papa in broda dem lock mi mama na room for Kambia. dem se she witch. dem nor gi am food since two day", intent: "safety" },
  {
    message:
      "I am being threatened by my late brother's sons, who have vowed to burn my house in Makeni tonight unless I hand over the family land. I am old and alone. Kindly advise what protection I can get.",
    intent: "safety",
  },
  {
    message:
      "A former employee we dismissed has come back to our office with two men and is threatening the receptionist, saying he'll return with a gun. He left 10 minutes ago. What do we do now?",
    intent: "safety",
  },
  {
    message:
      "I was detained for 4 days last year at Central for something I didn't do, they released me without charge. I lost my job over it. I want to claim compensation. Do you do that kind of case?",
    intent: "area:criminal",
  },
  {
    message:
      "Dear Sir, my son was released on bail last week after three days in custody at Makeni police. He has been asked to report every Friday. We would like your chambers to represent him if the matter goes to court.",
    intent: "area:criminal",
  },
  {
    message:
      "Urgent: a contractor working for us has been detained by soldiers at Benguema near the training centre. He was delivering materials. They say he entered a restricted area. He is still there.",
    intent: "urgent",
  },
  {
    message:
      "Kindly explain whether a paramount chief has the power to detain a person in the chiefdom lock-up. This occurred to me in 2017 and I remain aggrieved.",
    intent: "legal-question",
  },
  {
    message:
      "please the landlord send boys to throw my things outside now they are beating my son in front of the house in Waterloo and I have my small children with me where to go tonight",
    intent: "safety",
  },
  { message: "Urgent pls. brother in cell Eastern Police since Sat. no food. they want money for bail. is bail not supposed to be free?", intent: "urgent" },
  {
    message:
      "I received a letter from the Criminal Investigations Department inviting me for an interview next Tuesday concerning a school fund. I am innocent but anxious. I wish to have counsel present.",
    intent: "area:criminal",
  },
  {
    message:
      "Armed men are at our quarry in Waterloo tonight claiming the land is theirs. Our watchmen are hiding. They've threatened to kill anyone who resists. Who can we contact now?",
    intent: "safety",
  },
  {
    message:
      "Dear Kamara Chambers, my cousin is being held by military police at Wilberforce Barracks following an argument with a soldier at a bar. He is a civilian. Is your firm able to intervene today?",
    intent: "urgent",
  },
  {
    message:
      "police took my phone and me to the station, I'm writing from my friend's phone. Tower Hill. they say I posted something on facebook about the minister. they said I'll sleep here",
    intent: "urgent",
  },
  {
    message:
      "My cousin was convicted last week in Kenema and sentenced to 7 years. The trial was very quick and he had no lawyer. The family wants to appeal. Can your firm take this up?",
    intent: "area:criminal",
  },
  {
    message:
      "My mum, 68, was taken to Eastern Police with other women from the market after a fight with council officers. She has high blood pressure. She's still there. What can you do now?",
    intent: "urgent",
  },
  {
    message: "pls my bf won't let me leave his place, he took my phone earlier and locked the door. i got the phone back while he's sleeping. i'm in Aberdeen",
    intent: "safety",
  },
  {
    message: "my son come out from pademba road after 2 years and they never find him guilty they just keep him there. I want lawyer to fight for him",
    intent: "area:criminal",
  },
  { message: "if i was arrested once but not charged, does it show on my record? im applying for a job abroad", intent: "legal-question" },
  {
    message: "My brother has been in CID custody since Friday. Today is Monday. No charge, no bail. They just keep saying 'the matter is from above'.",
    intent: "urgent",
  },
  {
    message:
      "Our security guard was taken by CID officers from our warehouse in Wellington industrial estate this morning in connection with a break-in. We believe he is at CID headquarters. We want him to have legal representation before interview.",
    intent: "urgent",
  },
  {
    message:
      "I'm a director of a small company and I've been asked to report to the ACC on Monday for questioning about a government contract. I'd like a criminal lawyer to accompany me.",
    intent: "area:criminal",
  },
  {
    message:
      "A 15 year old girl came into the clinic, says her aunt beats her and locks her in at night. She's terrified to go back today. Where can she go tonight?",
    intent: "safety",
  },
  {
    message: "Can police take a nurse's statement while she is still on duty and refuse to let her call a lawyer? This happened to me last month.",
    intent: "legal-question",
  },
  { message: "dem don lock mi padi na di cell for Eastern. Yu kin send lawya? wi get smol moni", intent: "urgent" },
  {
    message:
      "I've just heard that a crowd in my family's village near Moyamba is planning to attack my brother tonight over a land boundary. He's received several threats. He has no way out. What should we do?",
    intent: "safety",
  },
  { message: "polis dem se dem de kam fo me pan Monday bikos di man wey a nak wit okada don go ripot. a nor du notin. una go help?", intent: "area:criminal" },
  { message: "Police are at our office right now with a warrant. They want to take our MD to CID. Please call me.", intent: "urgent" },
  {
    message:
      "My cousin was released from the Female Correctional Centre last week after serving her sentence. She wants to clear her record so she can get work. Can you help?",
    intent: "area:criminal",
  },
  { message: "taken last night by CID from his house in Lumley, still there, no food no water. please hurry", intent: "urgent" },
  {
    message:
      "hi is it possible for a lawyer to come to Kingtom police station now? my friend has been there since morning and they are pushing him to sign a statement he doesn't understand",
    intent: "urgent",
  },
  {
    message:
      "My colleague was taken for questioning this morning after a patient died on the ward. They've had her at Central Police for 6 hours now and nobody is telling us anything. Who can go to her?",
    intent: "urgent",
  },
  {
    message:
      "Sorry to bother. My younger brother was picked up at a checkpoint in Grafton last night with his friends. They are all still at the station. He has asthma and no inhaler. Please what can we do now?",
    intent: "urgent",
  },
  {
    message: "di driva wey a pay fo ker mi go Guinea don lef mi na bush. e se if a tok e go kil mi. a nor sabi usai a dey. mi fon batri de low",
    intent: "safety",
  },
  {
    message:
      "Good morning. I write on behalf of a former colleague, a teacher at a secondary school in Makeni, who was arrested this morning in front of his pupils. He is held at the main station in Makeni. The community is much disturbed. Please help.",
    intent: "urgent",
  },
  {
    message:
      "please help me the woman I rent the room from lock the door and say I will not come out until I pay everything she take my phone I am using neighbour phone through the window",
    intent: "safety",
  },
  {
    message:
      "Our warehouse was burgled last month. Police have charged one of our former staff and the case comes up on Thursday. As the victim company, should we have our own lawyer in court? Can you act?",
    intent: "area:criminal",
  },
  {
    message:
      "My father was convicted in 2019 in Bo of fraud and served two years. The family has always believed he was innocent. We'd like to look at whether anything can still be done. Do you handle appeals of old convictions?",
    intent: "area:criminal",
  },
  {
    message: "someone posted my nude pics and is threatening to post more unless i pay. he knows where i live in Brookfields and says he's coming tonight",
    intent: "safety",
  },
  { message: "Wetin na mi rait if polis stop mi na checkpoint en ask fo moni?", intent: "legal-question" },
  {
    message:
      "We've been told a former director has filed a complaint against our company with the police and they may come for our MD next week. We want to prepare. Do you handle that before any arrest?",
    intent: "area:criminal",
  },
  {
    message: "They took him for questioning on Tuesday and said he would be back the same day. It's Thursday. He's still at Central. We're worried sick.",
    intent: "urgent",
  },
  { message: "UPDATE: they moved my brother from Kissy to CID HQ. still no charge. how do we get a lawyer in there", intent: "urgent" },
  { message: "They arrested my dad over a Facebook post. Cybercrime they said. He's at CID Headquarters. Pls we need a lawyer now", intent: "urgent" },
  {
    message:
      "My father's driver was arrested today after a road accident in Freetown. My father is abroad with me. The driver has a family and is still at the station. We'd like your firm to represent him. Which number should we call immediately?",
    intent: "urgent",
  },
  {
    message:
      "A customer has threatened to report me to the police for fraud over a construction job he says wasn't finished. No arrest yet. I'd like to speak with a criminal lawyer before anything happens.",
    intent: "area:criminal",
  },
  { message: "Plz help. we just saw them drag my uncle into the police jeep at Kissy Dockyard. We don't know the station.", intent: "urgent" },
  {
    message:
      "Good day. My grandson was apprehended by the police in Magburaka yesterday evening following a quarrel at a video centre. He remains in custody. I should be grateful if a lawyer could attend to him.",
    intent: "urgent",
  },
  { message: "dem se dem go arest mi if a nor pay di man moni. e don go polis. dem nor kam yet. a wan lawyer", intent: "area:criminal" },
  { message: "Could a conviction from 2010 in Freetown still be appealed today? I understand there are time limits.", intent: "legal-question" },
  { message: "police dem de ya now fo ker me. dem de na me dor. a lock di dor. wetin a fo du", intent: "urgent" },
  {
    message:
      "My husband's cousin has been at Congo Cross station for 2 days, they accuse him of stealing from his employer. His wife is pregnant and crying all day. Is there a lawyer who can see him today?",
    intent: "urgent",
  },
  {
    message:
      "My elderly aunt in Freetown is being held against her will in her own house by a cousin who wants her to sign over her property. Her phone was taken. A neighbour messaged me. What can we do?",
    intent: "safety",
  },
  { message: "when the court give bail and the family cannot find the surety, can they keep the person forever in pademba road?", intent: "legal-question" },
  {
    message: "Is a confession obtained by beating admissible in our courts? My son signed one in 2019 under duress and was convicted on it.",
    intent: "legal-question",
  },
  { message: "do police need a warrant to arrest u at ur house? or can they just come?", intent: "legal-question" },
  { message: "mi broda dem ker am go Port Loko prison. dem se court don remand am. e nor get lawyer. e dey dey now.", intent: "urgent" },
  { message: "Dem ker me wife broda go Eastern Polis yestade. Dem se e tif generator na e wok ples. Di man nor tif notin. Una kin go dey?", intent: "urgent" },
  {
    message: "my cousin was charged with assault, court date is on the 14th, he's on bail. we need a lawyer for the trial pls. how much roughly",
    intent: "area:criminal",
    also: ["knowledge:Fees"],
  },
  { message: "Can immigration deport my husband without a court hearing? He's Ghanaian and was nearly deported last year.", intent: "legal-question" },
  {
    message: "my roommate's cousin has been hitting her and today he locked her in her room and took the key. we're in Kissy. i'm outside the door",
    intent: "safety",
  },
  {
    message:
      "I'm sorry this is long. My sister runs a small shop in Bo and has been having trouble with a supplier over money for about a year. We tried to settle it through the family, the imam even came. Then this morning the supplier came with two police officers and they took her to Bo police station, and they have kept her there. My mother is looking after her children. She has not signed anything. I live in Manchester and I don't know who to call in Sierra Leone. Can your firm help her today?",
    intent: "urgent",
  },
  { message: "r police allowed to check ur phone at a checkpoint? they went thru my whatsapp last week", intent: "legal-question" },
  { message: "i dey na kambia polis stesin wit mi broda. dem ol am say e bi di wan wey tek di motor. pls una get lawyer for kambia?", intent: "urgent" },
  {
    message: "my brother got bail yesterday from Kissy police. they said come back on Monday. do we need a lawyer for the next step?",
    intent: "area:criminal",
  },
  { message: "if a bring goods from Guinea wit out resit, dem fit put mi na jel?", intent: "legal-question" },
  {
    message:
      "My nephew is in Kissy police, beaten, bleeding from the head. They refuse to take him to hospital. I'm a nurse, I can see he needs care. Help please.",
    intent: "urgent",
  },
  {
    message: "Bra, di landlord in pikin dem de na mi dor wit stik. dem se I mus komot tinait. mi wef en mi pikin dem de insai. rain de fall",
    intent: "safety",
  },
  {
    message:
      "Two of my employees were arrested this afternoon at a site in Jui after a dispute with community youths. Police from Jui took them but none of the youths. They are still in the cell. What can your firm do immediately?",
    intent: "urgent",
  },
  { message: "wan polis man kol mi se mek a kam station tumara bout di goods wey dem seize. a fred. una go fit go wit mi?", intent: "area:criminal" },
  {
    message:
      "please I need help the police in kissy came to my shop and arrest my son and they put him in the van and drive away I don't know where they carry him to",
    intent: "urgent",
  },
  {
    message:
      "My sister-in-law has been held at Central Police since last night after her husband accused her of stealing his money. She has a baby who is still breastfeeding, the baby is with me. Can someone go to her this morning?",
    intent: "urgent",
  },
  {
    message:
      "My friend is being held by immigration at the ferry terminal in Tagrin. She is Sierra Leonean but her ID was stolen. They said they won't let her go until someone vouches. Help.",
    intent: "urgent",
  },
  {
    message:
      "My niece (16) is being kept at home in Kenema by her father, who plans to send her for initiation against her will. She texted me that she can't leave and they've taken her shoes and phone charger. What can be done today?",
    intent: "safety",
  },
  {
    message: "came home from the station finally!! they let me go at 3am but said i must report 2moro. can a lawyer come with me 2moro",
    intent: "area:criminal",
  },
  { message: "my boyfriend just texted me 'police got me, Eastern police, call someone'. that's all. pls help what should i do", intent: "urgent" },
  {
    message: "If security guards at a supermarket catch a suspected shoplifter, how long can they legally keep him in the back room before calling the police?",
    intent: "legal-question",
  },
  { message: "mi wef dem hol am na immigration na Lungi. she from Guinea. we married. dem se dem go send am back. she dey there now", intent: "urgent" },
  { message: "is bail free in Sierra Leone the police ask me 300 thousand for my son bail last month is that legal", intent: "legal-question" },
  {
    message: "my roomate got arrested at a party in aberdeen last night. she's at aberdeen police now. her parents are in kenema. can u send smbody",
    intent: "urgent",
  },
  { message: "is it legal for police to arrest someone for a facebook post criticising the government?", intent: "legal-question" },
  {
    message:
      "Some persons claiming to act for a businessman came to my compound this afternoon, assaulted my son and said they will return to demolish the house tonight. What immediate protection does the law afford?",
    intent: "safety",
  },
  {
    message:
      "Security at the Queen Elizabeth II Quay are holding our clearing agent in their office, they say the documents for our container are false. They've called the police. Can someone come down now?",
    intent: "urgent",
  },
  {
    message: "My brother was convicted at the Magistrate's Court last month and sentenced to 2 years. We want to appeal. How do we start with you?",
    intent: "area:criminal",
  },
  { message: "dem hold am na congo cross. help", intent: "urgent" },
  { message: "police dem jus lock mi nephew. he sell phone. dem se na stolen phone. e nor sabi. dem de ask fo 2 milyon before dem lef am", intent: "urgent" },
  { message: "broda dem arest am na Kambia market wit di goods. dem se na jamba. nor to jamba na herbs fo medsin. e dey na station now", intent: "urgent" },
  {
    message:
      "One of our female employees has come to work with bruises. She says her husband threatened to kill her if she goes home tonight. Can your firm help her immediately or where should she go?",
    intent: "safety",
  },
  {
    message:
      "With due respect, I wish to report that I am presently detained at the Lunsar police station on an allegation of land fraud. They have permitted me the use of my telephone for a short time only. Kindly have a lawyer contact the station.",
    intent: "urgent",
  },
  {
    message: "my friend's case is at the magistrate court next week, shoplifting. she's scared. does your firm do small cases like that?",
    intent: "area:criminal",
  },
  {
    message:
      "please they arrest my son at waterloo checkpoint he was in poda poda they search everybody they find something in the bag under his seat is not his bag now they keep him",
    intent: "urgent",
  },
  {
    message:
      "A man from our village near Makeni has been held by the chiefdom police in the lock-up at the court barri since yesterday. They say he insulted the chief. Can the law intervene?",
    intent: "urgent",
  },
  {
    message:
      "my husband brother come to my house with knife he say I must leave the house because my husband is dead and the house is for their family he say if I don't go tonight he will kill me",
    intent: "safety",
  },
  {
    message: "I'm being stalked. Someone's been waiting at my gate every night this week and last night he tried the door. I live alone in Kingtom.",
    intent: "safety",
  },
  {
    message: "Is it lawful for the police to search a private dwelling without a warrant? They entered mine in Makeni last year and I have always wondered.",
    intent: "legal-question",
  },
  { message: "Pipul dem de tret mi se dem go kil mi bikos a na witness na kot. dem kam mi os las nite. a nor sabi usai fo go", intent: "safety" },
  {
    message:
      "This is urgent. My sister was detained by police at Congo Cross after she reported her husband for assault - he turned it around and accused her. She is in the cell now with her 2-year-old.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon. I'm writing from London. My nephew was picked up by the police in Freetown last night, we think at Central, and the family cannot get in to see him. I am prepared to pay for a lawyer to go today. What is the quickest way to get someone to him?",
    intent: "urgent",
  },
  {
    message:
      "my neighbour's daughter, 12, gets beaten every night by her stepfather, tonight it's worse, I can hear her screaming through the wall. what do i do",
    intent: "safety",
  },
  { message: "wan man se a bodi im gyal. i de Lumley. e get gun. e se e go shut mi tinait", intent: "safety" },
  {
    message:
      "My cousin's husband took her passport and is keeping her locked in their flat in Lumley. She managed to email me. He has threatened her if she tries to leave. Please advise.",
    intent: "safety",
  },
  { message: "dem lef mi broda las nite from Kambia stesin. dem se e go kam kot next wik. wi wan lawyer fo di kot", intent: "area:criminal" },
  {
    message:
      "A young man from our church was detained at Lungi airport this afternoon by immigration officers on his way to Conakry. He is still being held in a room there and his phone has been taken. We need legal help urgently.",
    intent: "urgent",
  },
  { message: "A nor get ID card. polis fit hol mi fo dat?", intent: "legal-question" },
  {
    message:
      "Please answer quickly. Police are at the hospital to arrest a doctor friend over a death, he's in theatre now and they're waiting outside to take him.",
    intent: "urgent",
  },
  {
    message:
      "Someone has been sending my mother in Bo death threats on WhatsApp since she refused to sell her property. Today they came to the gate. She's alone. What can she do now?",
    intent: "safety",
  },
  {
    message:
      "Following up: my nephew was released on bail from Central this morning after 3 days. He has a court date on the 12th. Who at your firm would handle the case from here?",
    intent: "area:criminal",
  },
  {
    message: "omg ACC people just took my mum from her office in town. they're holding her at their place. she's a civil servant she's done nothing. help",
    intent: "urgent",
  },
  { message: "polis get rait fo tek mi okada if a nor get lisens?", intent: "legal-question" },
  {
    message:
      "Please be informed that my son has been on remand at the Makeni Correctional Centre since last month without appearing before a magistrate. We need a lawyer to act without delay.",
    intent: "urgent",
  },
  {
    message: "Is the lawyer there please my son is in the court cell now at the magistrate court they say they will send him to pademba road today",
    intent: "urgent",
  },
  { message: "polis bin beat mi wen dem hol mi na 2020. a fit stil kot dem?", intent: "legal-question" },
  {
    message:
      "URGENT - our driver has been detained by police at the Hastings checkpoint with the company vehicle. He called me 20 mins ago, they are refusing to release him or the vehicle. Need a lawyer on the phone with them.",
    intent: "urgent",
  },
  {
    message:
      "good evening pls my brother the police carry him since morning from the market in waterloo they said he is the one selling fake medicine he is not the one he just help the man carry the box",
    intent: "urgent",
  },
  {
    message:
      "me na trader from kambia. immigration dem hold me at Gbalamuya border dem tek me passport and goods, dem say I nor get correct paper. I dey here now. help",
    intent: "urgent",
  },
  { message: "na mi self dem hol. I de na Grafton polis. dem se mi mama lan na fo dem. dem nor gri lef mi", intent: "urgent" },
  { message: "Does a person arrested in Sierra Leone have the right to see a lawyer before making a statement to the police?", intent: "legal-question" },
  {
    message:
      "OSD just came to our hostel at Mount Aureol and took 3 boys including my boyfriend. they put them in a pickup. where will they take them?? pls someone help",
    intent: "urgent",
  },
  { message: "Bra police dem hol me broda na Kissy station dem se e tif motor bike. e nor du am. abeg una help", intent: "urgent" },
  {
    message: "Did the police have the right to seize all our company laptops during an investigation into one employee? They've had them for 4 months now.",
    intent: "legal-question",
  },
  { message: "Dem don gi mi broda bel. Bot dem tek im okada. wi wan di okada bak en lawya fo di kes", intent: "area:criminal" },
  {
    message: "they release my husband today thank God but they say he must come back to police on Wednesday please can your lawyer go with him",
    intent: "area:criminal",
  },
  {
    message:
      "I am at Waterloo police station now my daughter is inside they say she fight with her friend and cut her they want 500 thousand before they release her please help",
    intent: "urgent",
  },
  {
    message:
      "hello good morning my husband they carry him to eastern please station since tuesday they said na for land matter and they will not let him go unless we pay money please I want lawyer now",
    intent: "urgent",
  },
  { message: "A bin de na Pademba Road fo 1 yia. Dem lef mi. nobodi tel mi wetin mi kes bin bi. a wan fo sue dem", intent: "area:criminal" },
  {
    message:
      "My son, 19, was arrested during a protest near State House today. We have no idea where he has been taken. His friends say OSD officers put several young men in a truck. Please help us find out where he is.",
    intent: "urgent",
  },
  {
    message:
      "Our night watchman was arrested by police last night after thieves broke into the site. The police think he let them in. He's still held at Waterloo. We'd like a criminal lawyer to see him this morning.",
    intent: "urgent",
  },
  { message: "soja dem dey di checkpoint na Masiaka dem hold mi driver and di truck. dem sey we must pay. e still dey dey since 2 oclock", intent: "urgent" },
  { message: "my son was arrested in Kenema by police yesterday and they are transferring him to Freetown today. CID. we don't know why", intent: "urgent" },
  {
    message:
      "Good morning, my brother-in-law, a British citizen, was stopped at Lungi airport on arrival last night and is still being held by airport police. They have his passport. The High Commission has been informed but we need a local lawyer now.",
    intent: "urgent",
  },
  {
    message: "can the police keep your money after they release you. they take 2 million from my shop when they arrest me last year and never give back",
    intent: "legal-question",
  },
  {
    message:
      "my brother is arrest by soldiers in lungi they say he is wearing army uniform but he is not soldier he buy the shirt in the market they beating him in the barracks now",
    intent: "urgent",
  },
  { message: "Gud moning. My bos truck don hol na Gbalamuya. Customs and polis hold di driver too. E dey na dia station since yestade.", intent: "urgent" },
  {
    message: "Madam pls my broda dey for police station na Kambia since 3 days. Dem se e bring goods from Guinea nor pay duty. We nor sabi wetin fo do.",
    intent: "urgent",
  },
  { message: "Dem de beat mi padi na Ferry Junction. pipul se e tif fon. dem wan burn am. abeg", intent: "safety" },
  {
    message:
      "Can the police arrest an employee at the workplace without notifying the employer? It happened to us in March and I want to know if they acted within the law.",
    intent: "legal-question",
  },
  {
    message:
      "Yesterday a group of young men attacked my house, broke the windows and threatened to return tonight. The police have not come. What can I do to protect my family?",
    intent: "safety",
  },
  {
    message:
      "I just got a call from my brother, prison officers are moving him from Pademba Road to somewhere else and he doesn't know where. He is on remand. Please can a lawyer find out today?",
    intent: "urgent",
  },
  { message: "mi na driva. dem bin hol mi na Waterloo checkpoint las wik. dem lef mi bot dem kip mi lisens. dem se go kot. help", intent: "area:criminal" },
  {
    message:
      "My cousin was arrested by traffic police at Brookfields, taken to the station, and they're now saying he must stay the night. Can you get someone over?",
    intent: "urgent",
  },
  {
    message: "my case at the court they adjourn to next month because the police did not bring the file I am tired please I want new lawyer",
    intent: "area:criminal",
  },
  {
    message:
      "I write concerning my brother who was arrested at a checkpoint on the Bo-Kenema highway this morning. He is being held at Blama police post. He was travelling with money for his business and the police have taken it and him.",
    intent: "urgent",
  },
  { message: "my daughter husband beat her until she faint she is at my house now he say he is coming to take her by force tonight", intent: "safety" },
  {
    message: "I beg I need lawyer now for my grandson he is in the cell in Hastings police since yesterday he is 15 they put him with big men",
    intent: "urgent",
  },
  {
    message:
      "In 1998, during the troubles, I was convicted of an offence I did not commit. I am now advanced in years and wish to clear my name before I die. I should like your chambers to look into the matter.",
    intent: "area:criminal",
  },
  { message: "Mob dem de chase mi na Kissy dem se a tif. a de hide na wan shop. dem get stik and ston", intent: "safety" },
  { message: "if polis hol yu na Guinea en sen yu bak, Sierra Leone polis fit lock yu bak fo di sem ting?", intent: "legal-question" },
  { message: "Soja dem hol me na di bodar. Gbalamuya. Dem se a na spy. A get mi ID card. help wan lawyer", intent: "urgent" },
  {
    message: "Is it legal for the police to detain a family member to force the actual suspect to surrender? This happened to my mother in Bo some years ago.",
    intent: "legal-question",
  },
  {
    message:
      "I'm a manager at a mining contractor in Kono. Company security at the mine site have detained one of our local staff since this morning and are refusing to hand him to the police or let him go. What can we do right now?",
    intent: "urgent",
  },
  {
    message:
      "My site engineer was attacked this morning by land grabbers at our project in Hastings. They have machetes and are still on the site threatening the workers. What should we do?",
    intent: "safety",
  },
  { message: "Mi broda in wef in fambul dem de beat am now now. dem se e tif di pikin. dem go kil am", intent: "safety" },
  {
    message:
      "When someone is arrested in Sierra Leone, how long before they must be brought before a magistrate? Is it 72 hours, or 10 days for serious offences?",
    intent: "legal-question",
  },
  { message: "Dem bin hol mi na Gbalamuya las mont 4 day. Dem lef mi bot dem nor gi mi bak mi moni en mi goods. a wan lawyer", intent: "area:criminal" },
  {
    message: "good afternoon my brother is on bail now but the police keep calling him to come and give them money or they will arrest him again please help",
    intent: "area:criminal",
  },
  {
    message:
      "my son is in cell at wellington police station they say he fight in school and the other boy parents are big man they want to send him to court tomorrow he is only 16 years please can lawyer come",
    intent: "urgent",
  },
  { message: "pls hw do i get a lawyer to kissy police rite now. my bro inside. dey say rape case. he didn't do it. my mum is fainting", intent: "urgent" },
  {
    message:
      "I regret to inform you that my nephew has been taken into custody at Lungi by officers of the Transnational Organised Crime Unit. His mother is distraught. We require a lawyer today.",
    intent: "urgent",
  },
  { message: "polis dem don invite me fo kam CID tumara 10 oklok. a nor sabi wetin dem wan. una kin go wit mi?", intent: "area:criminal" },
  {
    message:
      "My cousin has just been released on bail by the High Court in Freetown after 6 months on remand. The trial is in January. We'd like to change counsel. Could your criminal lawyer take it on?",
    intent: "area:criminal",
  },
  {
    message:
      "hello I want to talk to lawyer my father they arrest him since Friday at Lumley police they say his car knock somebody on the road but the person is not dead and they still holding him",
    intent: "urgent",
  },
  {
    message: "i'm at a friend's place in Wilberforce and her brother is hitting her with a belt and won't let her leave the house. she told me to ask someone",
    intent: "safety",
  },
  {
    message:
      "Hello, I'm in London. My elderly mother in Freetown has just rung me in tears: my younger brother was arrested at Congo Cross tonight. She doesn't know what to do. Could someone from your firm call her? She only speaks Krio and Temne.",
    intent: "urgent",
  },
  { message: "dem don lock am up na pademba road since last week nobody tell we any court day. pls help me sister", intent: "urgent" },
  { message: "i think my stepmom is going to hurt me. she said if i tell my dad anything she'll poison me. i'm 17. i can't go home", intent: "safety" },
  { message: "can police hold somebody 3 days without charge?", intent: "legal-question" },
  { message: "my son case they adjourn it again today at the magistrate court this is the fifth time we need a better lawyer", intent: "area:criminal" },
  {
    message: "my uncle locked me in the room since yesterday because i refused to marry the man they chose. i'm using my phone secretly. pls",
    intent: "safety",
  },
  {
    message:
      "Our security guard just phoned, a group of youths are attacking our warehouse in Wellington and beat him. He's locked himself in the guard hut. Police aren't answering.",
    intent: "safety",
  },
  {
    message:
      "My wife's brother, who is a journalist, was picked up by men in plain clothes this evening in Freetown. The family think they were CID. He's not been heard from since. We need a lawyer to find him and attend.",
    intent: "urgent",
  },
  { message: "I de na Gbalamuya. guinea side polis gi mi to sierra leone polis. dem lock mi. mi nor get moni. na mi sista fon dis", intent: "urgent" },
  {
    message:
      "my son case is finish they give him fine and he pay but now the police still have his phone and the money they take from him. we want lawyer to get it back",
    intent: "area:criminal",
  },
  { message: "they pick up all the boys in our area last night in kroo bay my son is among them they are at central pull ease now", intent: "urgent" },
  {
    message:
      "There's a patient's son being held by hospital security here at Connaught, they say he pushed a nurse. They've locked him in the security room and called police. His mother is begging me to find a lawyer.",
    intent: "urgent",
  },
  {
    message:
      "One of my site supervisors was arrested at our Lumley site an hour ago. Police say cement and rods went missing. He is now at Lumley Police Station. I need a lawyer to attend before they take his statement.",
    intent: "urgent",
  },
  { message: "wen dem kech am dem ker am go Central. e dey insai till now. mama de kry", intent: "urgent" },
  {
    message:
      "police came to my house yesterday when I was at work and left a message that I should report to Lumley station on Monday. I don't know what it's about. I'd like a lawyer to come with me.",
    intent: "area:criminal",
  },
  { message: "they're taking my dad right now!!!! police came in 2 cars. pls wat do we do", intent: "urgent" },
  { message: "they won't let him go. we've been at Central since 8am. they keep saying the OC is not around", intent: "urgent" },
  {
    message:
      "I have been summoned to appear at the Makeni Magistrate Court on the 20th in a private prosecution brought by my neighbour. I require representation.",
    intent: "area:criminal",
  },
  {
    message:
      "Sir, I have been informed that my nephew is being held by soldiers at Teko Barracks in Makeni. He is a civilian and a carpenter. The family has been refused access. What can be done?",
    intent: "urgent",
  },
  { message: "mi bos don vex, e tek mi pasport. e se a nor go komot di shop until a pay di moni. e de lock di shop wit me insai at nite", intent: "safety" },
  {
    message:
      "My wife's relatives have taken our daughter, aged 14, and are holding her in a village to marry her off. They have threatened anyone who comes for her. I need urgent help.",
    intent: "safety",
  },
  { message: "Abeg, polis dem jus hol me broda na Lumley roundabout wit im okada. dem de beat am. dem de ker am go station now now", intent: "urgent" },
  {
    message: "my brother is in Pademba Road on remand and the prison officers beat him yesterday. they won't take him to court. we need someone now",
    intent: "urgent",
  },
  {
    message:
      "my husband is Nigerian and immigration officers picked him up from our house in Wilberforce this morning. they say his residence permit expired. he's at the immigration office now and they're talking about deporting him",
    intent: "urgent",
  },
  { message: "my broda na student. OSD dem hol am na Kissy road wen dem de chase di boys dem. dem put am na van. Na usai dem ker am go?", intent: "urgent" },
  { message: "soja dem get rait fo arest sivilian?", intent: "legal-question" },
  { message: "immigration get rait fo tek mi pasport na border?", intent: "legal-question" },
  {
    message: "My daughter's husband has been in police custody at Port Loko for four days now. No one has charged him. Kindly advise urgently.",
    intent: "urgent",
  },
  {
    message: "they lock my sister in the police cell at Congo Cross because her madam say she steal gold necklace she is house girl she is only 17 please",
    intent: "urgent",
  },
  {
    message:
      "My husband came home last night after 2 days at Congo Cross. No charge. But they kept his car. We want a lawyer to get the car back and look at the case.",
    intent: "area:criminal",
  },
  {
    message:
      "soldiers beat me up at a checkpoint in 2022 and i spent a night in their barracks. i have pictures of the wounds. i want to file a human rights case. do u do that?",
    intent: "area:criminal",
  },
  {
    message:
      "My elderly father was arrested at his home in Goderich this morning over a land dispute with a neighbour. He is 74 and diabetic, and he has no medication with him. He's at the police post there. Please, can one of your lawyers go to him today?",
    intent: "urgent",
  },
  {
    message:
      "My brother spent 11 months on remand at Pademba Road and was acquitted in June. He lost his business. We want to pursue a claim against the state for wrongful detention. Is this something Mr Jalloh handles?",
    intent: "area:criminal",
    also: ["attorney:Ibrahim Jalloh"],
  },
  {
    message:
      "A woman has just come into our ward badly beaten by her boyfriend, she says he'll kill her if she goes home. He's waiting outside the hospital gate. Who do we call?",
    intent: "safety",
  },
  {
    message:
      "the men from the land people they come with cutlass they say they will chop anybody who stay on the land I am inside my house with my children in Waterloo they are outside now",
    intent: "safety",
  },
  {
    message:
      "I was arrested at Lungi airport in 2021 and held for two days before being released without charge. My name still seems to be flagged when I travel. Can your firm help clear this?",
    intent: "area:criminal",
  },
  {
    message: "Is there a lawyer who can go to Pademba Road today? My husband was remanded there yesterday and I don't want him to spend another night",
    intent: "urgent",
  },
  { message: "pls help my brother dey for Congo Cross police since yesterday night dem nor wan release am. wat do i do", intent: "urgent" },
  {
    message:
      "Dear Sir/Madam, I write with a heavy heart. My son, Abu Bakarr Mansaray, was arrested this morning at about 6 o'clock by officers who said they were from CID. He is at present held at the Makeni Police Station and we have not been told of any charge. Kindly advise how your chambers can assist at once.",
    intent: "urgent",
  },
  { message: "polis tek mi fon wen dem hol mi. dem fit kip am?", intent: "legal-question" },
  { message: "pls i dey na Lungi now. immigration hold my bag and my passport say i must wait. dem nor tell me why. plane go commot soon", intent: "urgent" },
  { message: "will I win if I take the police to court for the time they keep my son without reason", intent: "legal-question", also: ["area:criminal"] },
  {
    message:
      "hiii sorry my english. my friend is Guinean, immigration picked her up at Lumley beach, she doesn't have her papers with her. she is at immigration office now crying",
    intent: "urgent",
  },
  {
    message: "Am I entitled to compensation for the six weeks I was detained in 2015 before the charges were dropped? What would a court be likely to award?",
    intent: "legal-question",
    also: ["area:criminal"],
  },
  {
    message:
      "Our finance officer has just been detained at the bank by bank security after a query on a cheque. They won't let her leave and police are on the way. Please advise what we should do right now.",
    intent: "urgent",
  },
  { message: "they arrest my son when he was 15 and put him with big men in the cell last year is that allowed", intent: "legal-question" },
  { message: "Quick question - is there a lawyer available right now? My brother is in police custody at Ross Road. Arrested 2 hours ago.", intent: "urgent" },
  {
    message: "my dad was in Pademba Rd 3 years ago for 8 months n then the case was thrown out. he wants to sue the govt. is that something u guys do?",
    intent: "area:criminal",
  },
  {
    message: "What are our rights if OSD officers come onto our site and order everyone to lie down? Can they do that without a warrant?",
    intent: "legal-question",
  },
  { message: "plc dm lck m brdr p n wtrloo stn sins mrnin. pls cll m bck", intent: "urgent" },
  {
    message:
      "Hello hello yes my name is Mariama I am calling about my son Alhaji they take him yesterday at Calaba Town police they say he steal phone but he did not steal any phone please help me quick",
    intent: "urgent",
  },
];
