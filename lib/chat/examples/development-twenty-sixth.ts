import type { LabelledMessage } from "./labelled-message";

// Older people and people under stress who tell the story first, repeat themselves and mix topics. Writers: Ya Mabinty Conteh, a 68-year-old widow in Kenema who dictates in Krio to her granddaughter; Mr Samuel A. Cole, a 74-year-old retired civil servant in Wilberforce who writes formal letters; Isatu, a Big Market trader in her fifties whose 19-year-old son was just picked up, typing Krio SMS in a panic; Alhaji Foday Kargbo, a brisk landlord with houses at Kissy and Waterloo; Pa Brima Sesay, a farmer near Kambia on a cheap phone with dropped vowels and phonetic Krio; Elder Joseph Macauley of a Bo church, pious and wordy; Fatu, a young mother hiding from her husband at her sister's in Makeni, lowercase and frightened; and Alusine Bangura, a father in Freetown East whose 14-year-old daughter was assaulted, angry and repeating himself.

export const DEVELOPMENT_TWENTY_SIXTH: LabelledMessage[] = [
  // urgent
  {
    message:
      "Abeg abeg una help me. Dem don hold me pikin Mohamed dis morning na Big Market, police come take am say e tif phone. E nor tif notin, e de wit me all day for the table. Now e de na Eastern police. Abeg wetin a go do",
    intent: "urgent",
  },
  { message: "MY SON IS IN CELL AT EASTERN POLICE SINCE 6AM PLS SEND LAWYER NOW I AM STANDING OUTSIDE THE STATION", intent: "urgent" },
  { message: "dem nor gree mek a see am. a bring rice for am, dem say go home mammy. na since yesterday e de inside. a beg una send lawyer", intent: "urgent" },
  {
    message:
      "Gud afternoon. I am a trader at Dove Cot. My boy 19 yrs was picked up by police with 4 others last nite after the fight near the junction. He was not even there he was helping me pack the goods, I swear it. They are at Central Police now and they are saying they will transfer them to Pademba Road. Please what can be done today",
    intent: "urgent",
  },
  {
    message:
      "Na me granddaughter de write for me. Me grandson Alie, dem carry am go police station na Kenema since Sunday. Dem say e get case wit one okada. Nobody tell we notin. Me na widow, me nor get money plenty but abeg help we, e still de inside dey",
    intent: "urgent",
  },
  { message: "sojas hol mi son na chekpoint kambia rd dem se e kari smugl rice. e de wit dem now. pls hlp", intent: "urgent" },
  {
    message:
      "Good day. My caretaker at my Waterloo property has just been arrested by CID officers on the complaint of a tenant. They took him about an hour ago in a pickup. I need a lawyer to go to Waterloo police station immediately.",
    intent: "urgent",
  },
  {
    message:
      "Brethren, I write in distress. Our pastor, Rev. Thomas, was taken by police from the church compound this morning in the middle of prayer meeting. The congregation is gathered outside Bo police station singing. We do not know what the charge is. Kindly advise urgently who can come to him.",
    intent: "urgent",
  },
  {
    message:
      "Police don lock me up since yesterday. Na me brother de type dis wit e phone. Dem say a beat di man we spoil me pikin. Abeg send lawyer na Kissy police, dem nor want free me",
    intent: "urgent",
  },
  {
    message:
      "they arrested my brother because he came to defend me from my husband. my husband is friend to the OC. my brother is in the cell at makeni station right now. please",
    intent: "urgent",
  },
  {
    message:
      "Dear Sir/Madam, I regret to inform you that my son, Mr David Cole, was arrested at his place of work at about 10 a.m. today and is presently detained at Congo Cross Police Station. I am 74 years of age and unable to stand long at the station. I would be most grateful if a lawyer could attend to him at the earliest. Yours faithfully, S. A. Cole.",
    intent: "urgent",
  },
  { message: "police dey na me shop now dem want carry me pikin go. dem de push am inside di van. wetin a for do quick quick", intent: "urgent" },
  { message: "dm hol 3 of we boys na Port Loko staishun dey beet dem. na lan case. hlp us tday", intent: "urgent" },
  {
    message:
      "The police are here at my house at Kissy right now saying they have a warrant to take me. Something about a tenant's deposit. I have not even seen the paper. Please call me",
    intent: "urgent",
  },
  {
    message:
      "Me pikin, dem arrest am for Kenema market. E na trader like me, dem say e nor pay tax. E de cell now since morning. A old, a nor sabi wetin for do. God go bless una",
    intent: "urgent",
  },
  { message: "my son still dey inside. 3 days now. no court no bail. dem de ask me for money to release am. 3 days!! abeg", intent: "urgent" },
  {
    message:
      "They have taken my wife's brother into custody because he confronted the boy who raped my daughter. Wellington police. He has been there since last night. He only talked to him. Please I need someone there",
    intent: "urgent",
  },
  {
    message:
      "Good morning. One of our church youth leaders was picked up by soldiers on the barracks road in Bo last night. The family cannot locate him anywhere. We believe he is being held inside the barracks. Please help us urgently.",
    intent: "urgent",
  },
  {
    message: "my husband made police arrest me last time and now they are here again for me. they are at my sister gate with him. what do i do",
    intent: "urgent",
  },
  {
    message:
      "Hello. I am writing on behalf of my nephew who has been held at Lumley police station since Friday evening. Today is Monday. No charge has been read to him and they will not say when he goes before a magistrate. Is there a lawyer available now?",
    intent: "urgent",
  },
  { message: "a de na Kambia. na mi broda dem don tek go Freetown CID yestade. dem se fraud. e nor sabi rid sef. pliz", intent: "urgent" },
  { message: "Abeg wetin una number? dem hold mi boy na Central. I need lawyer NOW", intent: "urgent" },
  {
    message:
      "urgent: my son was stopped at Lungi airport by immigration and police this morning. They have taken his passport and he is still being held in an office there. He called me once then nothing.",
    intent: "urgent",
  },
  {
    message:
      "Good afternoon, me name na Mabinty. Dem take me sister pikin go police since last week Wednesday. We go dey every day. Dem say wait for CID. Na so e suppose to be? E still dey dey inside.",
    intent: "urgent",
  },
  {
    message: "the police have just come to my house to arrest me again. they say the boy's family reported me for threats. they are in the compound now. help",
    intent: "urgent",
  },
  {
    message:
      "Please, our church treasurer was arrested over a complaint about church money and is in police custody at Bo since yesterday. He is an old man with sugar and has not taken his medicine. Can someone come?",
    intent: "urgent",
  },
  { message: "den don tranfa am pademba road today!!! e nor see judge. e nor see notin. help me", intent: "urgent" },
  {
    message: "they took my sister, the one i am staying with. police. my husband paid them i know it. makeni. she is in the cell now with no reason",
    intent: "urgent",
  },
  { message: "mi pikin de na CID cell sins 2 dey. wi nor get moni fo bail. wetin wi go du", intent: "urgent" },
  {
    message:
      "Kindly treat this as urgent. My grandson, aged 17, a minor, was arrested during the disturbance at Calaba Town and is being held together with adult men at the station. Please advise immediately.",
    intent: "urgent",
  },
  {
    message:
      "Good morning, my tenant had me arrested, I am writing from the station at Ross Road, they allowed me my phone for a few minutes. I need a lawyer to come here.",
    intent: "urgent",
  },
  { message: "dem hol am. dem hol am. abeg.", intent: "urgent" },
  { message: "A de cry. Dem take me last born go police. Dem say e tif goat. E nor tif am. Na Kenema. Wetin a go do now now", intent: "urgent" },
  {
    message:
      "My daughter's attacker's people paid police and now MY son is the one locked up at Kissy. The attacker is free and my son is inside. This is madness. I need a lawyer today",
    intent: "urgent",
  },
  {
    message:
      "Dear Kamara Chambers, a member of our congregation, a young mother, has been detained at the Family Support Unit since yesterday with her baby. We are very worried for the child. Kindly send a lawyer as a matter of urgency.",
    intent: "urgent",
  },
  { message: "police de na we vilej now dem de tek di man dem wan bay wan fo di lan fait. mi son don go wit dem. hlp", intent: "urgent" },
  {
    message: "i am at the police station now they are holding me they say i stole from my husband house. i only took my children clothes. please",
    intent: "urgent",
  },
  {
    message:
      "My driver has been detained since this morning by traffic police at Kingtom. They have also seized my vehicle. He is still in their custody and they say he will sleep there. Can you assist today?",
    intent: "urgent",
  },
  {
    message:
      "Lawyer pls my son dey cell na Eastern Police since Friday. Today na Monday. Dem nor charge am. Also di police take me goods from di table wen dem come. Abeg tell me wetin a go do",
    intent: "urgent",
  },
  {
    message:
      "My nephew has been held by soldiers at the Gbalamuya border post since last night, they say his papers are not good. We cannot reach him on the phone. Please call me as a matter of urgency.",
    intent: "urgent",
  },

  // safety
  {
    message: "i am hiding at my sister place. my husband is looking for me he says he will kill me when he finds me. he has a cutlass. please what can i do",
    intent: "safety",
  },
  {
    message:
      "he beat me again last night. i ran with the two children. we are sleeping at a friend house. he calls every hour to threaten. i dont know who to talk to",
    intent: "safety",
  },
  { message: "hes outside. hes outside the house now. banging the door", intent: "safety" },
  {
    message:
      "Me husband people dem come last night wit stick say make a comot the house. Dem beat me small boy. Now we de outside for night wit the pikin dem. Abeg",
    intent: "safety",
  },
  {
    message:
      "The boy who did this to my daughter is walking free in the area and his brothers came to my gate tonight saying they will burn the house if we go to court. We are afraid to sleep. My daughter is shaking.",
    intent: "safety",
  },
  { message: "dem get kotlas dem se dem go chop mi if a go bak na mi faam. dem de wet na rod. wetin a go du", intent: "safety" },
  {
    message:
      "A mob has gathered outside our church in Bo accusing our caretaker of witchcraft. They are throwing stones at the windows. He is hiding in the vestry. Please what should we do.",
    intent: "safety",
  },
  {
    message:
      "A group of tenants and area boys have surrounded my house at Kissy threatening to beat me because I asked for rent. I am locked inside with my wife. They are still there.",
    intent: "safety",
  },
  {
    message: "some boys dem de follow me from market every night since me son case. dem say if a talk to lawyer dem go wound me. a fraid bad",
    intent: "safety",
  },
  {
    message:
      "I must report that my neighbour's son has threatened to kill me over the boundary wall. He came with a machete this evening and shouted at my gate. I am 74 and live alone with my housekeeper. I am frightened.",
    intent: "safety",
  },
  { message: "my husband found where i am. he sent message he is coming with his brothers tonight. i have the baby. where can i go", intent: "safety" },
  {
    message: "A old woman, me brother-in-law slap me today for the compound. E say if a nor leave the house e go finish me. Na Kenema. Me one de. Me one.",
    intent: "safety",
  },
  {
    message:
      "My daughter is 14. The man keeps coming near her school and calling her phone. She is terrified. He is a grown man and the police are not doing anything. He was there again today at closing.",
    intent: "safety",
  },
  { message: "dem bon mi at las nait. mi wef an pikin dem de na bush. dem se dem go kam bak", intent: "safety" },
  {
    message:
      "A young woman of our church came to me tonight covered in bruises. Her husband beat her with a belt and says he will come to the church for her. She is with my wife now. What do we do tonight?",
    intent: "safety",
  },
  { message: "is there a safe house? i cant go back. he choked me. my neck still pain", intent: "safety" },
  {
    message:
      "My former tenant phoned me three times today saying he knows where my children go to school and that something will happen to them. I am very worried.",
    intent: "safety",
  },
  { message: "Me son wife de beat me. A old. E nor de gi me food and yesterday e push me down. A de fraid for stay na the house", intent: "safety" },
  {
    message:
      "Someone has stood outside my gate every night this week, and a note was pushed under the door saying I will be dealt with if I do not sign over the land. Kindly advise what I should do for my safety.",
    intent: "safety",
  },
  {
    message: "they attacked my wife at the market today because of the case. she is bleeding from the head. the boy family. we are at the clinic now",
    intent: "safety",
  },
  {
    message: "husband took my phone before, this is new sim. he says he will take the children and kill me. he told my mother so. i am in makeni.",
    intent: "safety",
  },
  { message: "plenti man dem de kam wit stik to we vilej ova di lan. dem de bit pipul now now", intent: "safety" },
  {
    message:
      "Our church secretary is being stalked by a man who follows her home and has threatened to harm her if she reports him. She is too scared to leave the house.",
    intent: "safety",
  },
  { message: "mi husband don trowe me an di pikin dem comot na house tonight. rain de fall. we de na road. abeg", intent: "safety" },
  { message: "Dem say a witch. Di whole area de shout me name. Dem want beat me. A lock me sef inside", intent: "safety" },

  // legal-question
  {
    message:
      "Me husband die last year. E nor write will. Me an e brother dem de fight for the house. Dem say na dem family house so a nor get share. Me na e wife for 30 years, 30 years. A get right to the house or na dem own?",
    intent: "legal-question",
  },
  {
    message:
      "Dear Sir, I retired from the civil service in 2015 and my pension has been reduced without explanation. Is my former employer legally entitled to deduct old loans from my pension without my consent?",
    intent: "legal-question",
  },
  {
    message: "A tenant has not paid for 8 months. Can I lawfully remove the roof or cut the electricity to make him leave? Or is that against the law?",
    intent: "legal-question",
  },
  { message: "di chif sel mi papa lan to wan kompani. e legal? wi de pan am sins 40 yia", intent: "legal-question" },
  {
    message:
      "The deed of our church land is in the name of the late founder. His children now claim it is theirs. In law, who owns the land, the church or the family?",
    intent: "legal-question",
  },
  {
    message: "police tek me son phone and money when dem arrest am las week. now dem free am but dem nor give back. dem get right for keep am?",
    intent: "legal-question",
  },
  {
    message: "if i leave my husband house with the children will i lose them? he says the law gives the children to the father. is that true",
    intent: "legal-question",
  },
  {
    message:
      "The man who raped my daughter is 25, she is 14. His family want to settle with money, family to family. They came with elders. Is it legal for them to settle it like that?",
    intent: "legal-question",
  },
  { message: "How many months notice must I give a monthly tenant under Sierra Leone law before I can ask him to leave?", intent: "legal-question" },
  {
    message:
      "A hear say for Sierra Leone now, widow get right for e husband property even if the family nor gree. Na true? Devolution of estate law or something so",
    intent: "legal-question",
  },
  {
    message: "My late wife's will leaves the house to our daughter abroad but I am still living in it. Can she sell it over my head while I am alive?",
    intent: "legal-question",
  },
  { message: "if a plant kashu pan lan we mi ankul gi mi wit mot, no papa, e pikin dem fit tek am bak?", intent: "legal-question" },
  {
    message: "Would the church be liable if a child got injured on our premises during Sunday school? A parent is threatening to sue. What does the law say?",
    intent: "legal-question",
  },
  { message: "dem say if a pay the boy family money dem go drop di case. e legal for do dat? or a go enter trouble too", intent: "legal-question" },
  { message: "my husband married me the customary way. no paper. can i divorce him in court or i must go to the chief?", intent: "legal-question" },
  {
    message: "Will the court give my daughter compensation? How much do they usually give in these cases? I am not asking for money for myself, for her.",
    intent: "legal-question",
  },
  {
    message: "My tenant sublet my shop to another man without asking me. Is he allowed to do that? The lease doesn't say anything about it.",
    intent: "legal-question",
  },
  {
    message:
      "Me husband get two wife. Me na the first one, church marriage. Now e don die, the second wife say na she get the house because e name de pan the paper. Who go win?",
    intent: "legal-question",
  },
  { message: "If I give my house to my grandson now, by deed of gift, can my other children challenge it after my death?", intent: "legal-question" },
  { message: "kompani kam dig we lan fo gol. dem nor pe wi notin. dem fit du dat? wi get rait fo moni?", intent: "legal-question" },
  {
    message: "Can a pastor be removed by the elders without the consent of the congregation, according to the law? Our constitution is silent on it.",
    intent: "legal-question",
  },
  { message: "my son get 19 years. police beat am for station. now e don comot. e get right to sue dem? and e go win?", intent: "legal-question" },
  { message: "he doesnt give money for the children for 6 months now. am i entitled to maintenance even if we are not divorced", intent: "legal-question" },
  { message: "The police are asking us for money for fuel to go and arrest the man. Is that legal? Should we pay it?", intent: "legal-question" },
  { message: "A tenant left and owes me 3 months. His property is still in the room. Can I sell his things to recover my money?", intent: "legal-question" },
  { message: "After me husband die dem tell me say woman nor fit inherit lan for province. Na so the law talk?", intent: "legal-question" },
  {
    message: "Is there a time limit after which I can no longer claim my gratuity from my former employer? It has now been 7 years.",
    intent: "legal-question",
  },
  { message: "mi nebo muv di bondri stik wan yad evri rens. if a kot im fens, a go get kes?", intent: "legal-question" },
  {
    message: "The bank wants the church to guarantee a loan for a member. If the member fails to pay, can they take the church building?",
    intent: "legal-question",
  },
  { message: "do i need his permission to take the children to my mothers in kenema? he says its kidnapping", intent: "legal-question" },
  { message: "What are our rights if the police refuse to take the statement of my daughter? They sent us away twice. Twice.", intent: "legal-question" },
  { message: "dem seize me goods na market say a nor get licence. council get right for take am so without paper?", intent: "legal-question" },

  // off-topic
  { message: "Wetin go make me blood pressure come down? Doctor give me tablet but e nor de work", intent: "off-topic" },
  { message: "What is the rate of the dollar to the leone today? I am expecting a remittance from my son in London.", intent: "off-topic" },
  { message: "hau moch bag fotilaiza de sel na Port Loko now", intent: "off-topic" },
  { message: "Please could you write a short poem about justice for our Sunday service? The theme is Let justice roll down like waters.", intent: "off-topic" },
  { message: "how much rice bag de sell for wholesale now", intent: "off-topic" },
  { message: "Who won the match yesterday, East End Lions or Kallon?", intent: "off-topic" },
  { message: "what can i give a baby with fever. no money for hospital", intent: "off-topic" },
  { message: "my son get homework: explain separation of powers in the Sierra Leone constitution. can you write it for him", intent: "off-topic" },
  { message: "Wetin na the Bible verse for widow dem? A want read am for church Sunday", intent: "off-topic" },
  { message: "Will it rain in Freetown on Saturday? We are planning a memorial service outdoors.", intent: "off-topic" },
  { message: "wen di ren go stat dis yia na Nort. a wan plant granat", intent: "off-topic" },
  { message: "Kindly help me draft a speech on the rule of law and the Christian for our men's fellowship.", intent: "off-topic" },
  { message: "abeg how a go cook cassava leaf wit palm oil mek e sweet. me daughter in law nor sabi", intent: "off-topic" },
  { message: "Which paint is best for exterior walls in the rainy season? The house at Waterloo is peeling.", intent: "off-topic" },
  { message: "do you know any job for cleaner or cook in freetown? i need work to feed my children", intent: "off-topic" },
  { message: "When does NASSIT pay pensions this month? Has the date changed?", intent: "off-topic" },
  { message: "how do I help my daughter sleep at night, she has bad dreams every night since the thing happened", intent: "off-topic" },
  { message: "wich sid ris gud pas fo swamp", intent: "off-topic" },
  { message: "Who was the first Chief Justice of Sierra Leone? We are doing a quiz night at church.", intent: "off-topic" },
  { message: "Abeg, how a go make akara? Me granddaughter want sell am", intent: "off-topic" },
  { message: "What is the price of a bag of cement in Freetown this week?", intent: "off-topic" },
  { message: "wich bank de gi small loan for market woman without collateral", intent: "off-topic" },
  { message: "Could you please recommend a good eye doctor in Freetown? My cataracts are worsening.", intent: "off-topic" },
  { message: "how do i block a number on itel phone", intent: "off-topic" },
  { message: "write a letter to the editor about injustice in this country. I want the newspaper to print it", intent: "off-topic" },
  { message: "wetin mek mi got dem de dai. dem de kof", intent: "off-topic" },
  { message: "What are the words of the hymn Blessed Assurance? Our hymn books are worn out.", intent: "off-topic" },
  { message: "Which day Ramadan go finish dis year?", intent: "off-topic" },
  { message: "How do I pay the Freetown City Council property rate? Which bank takes it?", intent: "off-topic" },
  { message: "Leone Stars vs Nigeria wen e go play? a want watch am", intent: "off-topic" },
  { message: "Please summarise the news today. My radio is broken.", intent: "off-topic" },
  { message: "any place dey give free school uniform for children in makeni", intent: "off-topic" },
  { message: "Which secondary school in Freetown east is good for girls? I want to move my daughter", intent: "off-topic" },
  { message: "hau mani eka mek wan hekta", intent: "off-topic" },
  { message: "Please translate Psalm 23 into Krio for our elderly members.", intent: "off-topic" },
  { message: "Me granddaughter want know the capital of Ghana for she school work", intent: "off-topic" },
  { message: "Write me a poem for my wife's 60th birthday please, she likes roses.", intent: "off-topic" },
  { message: "how much Orange data bundle for 1 week", intent: "off-topic" },
  { message: "What time does the ferry to Lungi leave on Sundays? I am travelling to see my sister.", intent: "off-topic" },
  { message: "tell me a joke. I need to laugh small, this week don hard", intent: "off-topic" },

  // booking
  { message: "A want come see lawyer. Me pikin go bring me Freetown next week Tuesday. Una go de?", intent: "booking" },
  {
    message:
      "Dear Sir/Madam, I should like to arrange a consultation with one of your lawyers at a convenient time next week, preferably in the morning, as I tire in the afternoons.",
    intent: "booking",
  },
  {
    message: "I want an appointment with your land lawyer for Thursday. I have 3 problem tenants and a boundary issue at Waterloo.",
    intent: "booking",
    also: ["area:land"],
  },
  { message: "a wan kam si lawya. wen a go kam", intent: "booking" },
  {
    message: "Good morning. The church council would like to meet a lawyer regarding our property. Could we book a meeting for four of us on Friday afternoon?",
    intent: "booking",
  },
  { message: "abeg a wan see one lawyer tomorrow morning before a open me table", intent: "booking" },
  { message: "can i meet a lawyer privately? a woman lawyer. nobody must know i came", intent: "booking" },
  { message: "I want to sit down with a lawyer this week about my daughter's case. What day can I come?", intent: "booking" },
  { message: "Please book me in for Monday. Name: Samuel Cole. Matter: my late wife's estate.", intent: "booking", also: ["area:family"] },
  { message: "Abeg put me name down for see Mrs Kamara or any woman lawyer. Me na Mabinty Conteh from Kenema", intent: "booking" },
  { message: "Can I come in today at 3pm for a consultation?", intent: "booking" },
  { message: "mi an mi broda dem wan kam togeda 5 of wi fo tok to lawya bot di lan. wi fit kam monde?", intent: "booking" },
  {
    message: "Is it possible to schedule a consultation by telephone? I live in Bo and travelling to Freetown is difficult for me at my age.",
    intent: "booking",
  },
  { message: "make appointment for me pls. name Isatu Kamara. any day but early", intent: "booking" },
  { message: "i want to come and talk with somebody but i cant come in the morning, he is home then. afternoon?", intent: "booking" },
  { message: "Book me to see a lawyer. Not emergency but serious. About the rape case of my daughter", intent: "booking", also: ["area:criminal"] },
  {
    message: "I wish to see a solicitor regarding the preparation of my will. When is the earliest available appointment?",
    intent: "booking",
    also: ["area:family"],
  },
  { message: "A go de Freetown from 14 to 18. A want see una one time for the house matter.", intent: "booking" },
  { message: "Set up a meeting for me with a lawyer. I'm free Wednesday morning.", intent: "booking" },
  { message: "pls riserv tem fo mi wit di lawya nex wik. na mi Brima Sesay fom Kambia", intent: "booking" },
  { message: "May I request an appointment for our Bishop, who wishes to discuss a legal matter in confidence?", intent: "booking" },
  { message: "a fit come sidon wit una lawyer monday? me son case don go court now", intent: "booking", also: ["area:criminal"] },
  { message: "i want to book a consultation. can it be on whatsapp video, i cant travel", intent: "booking" },
  { message: "My wife and I want to come and see someone together. Friday is best for us.", intent: "booking" },

  // area:family
  {
    message:
      "Me husband die 2023. E brothers dem take e car and now dem say dem go take the house too. Me get 4 pikin. A nor sabi book. E brothers dem nor de greet me again. Una de handle dis kind matter?",
    intent: "area:family",
  },
  {
    message:
      "i want to divorce my husband. 12 years married. he was violent before but now i am safe with my family. i need help with the divorce and the children",
    intent: "area:family",
  },
  {
    message:
      "I wish to make a will. I have three children, two abroad, and two properties. I would like assistance to draw it up properly so there is no quarrel later.",
    intent: "area:family",
  },
  {
    message:
      "My children's mother left for Guinea and I have been raising our three children alone for 5 years. Now she is back and wants them. I need help with custody.",
    intent: "area:family",
  },
  { message: "me pikin papa nor de gi money for school fees. e get new wife now. a want make e pay for e pikin dem. una go help me?", intent: "area:family" },
  {
    message: "A young couple in our church wish to adopt a child from the orphanage in Bo. They asked me to find out if your firm handles adoption.",
    intent: "area:family",
  },
  { message: "Dem say me husband will na fake. Na e brother bring am. Me nor sign notin, me nor see am before. A want help.", intent: "area:family" },
  {
    message: "My late father's estate has not been distributed for 10 years. My siblings and I need letters of administration and someone to sort it out.",
    intent: "area:family",
  },
  { message: "he took my son from school and wont bring him back. he is 6. i want my son back. please help me", intent: "area:family" },
  {
    message: "My son in the United Kingdom is divorcing his wife, who lives here in Freetown. He asked me to find lawyers locally. Do you take such matters?",
    intent: "area:family",
  },
  { message: "mi broda dai. e wef an pikin dem nid elp fo e propati. wi nor wan kwarel. una du dis?", intent: "area:family" },
  {
    message: "Our deacon died without a will and his widow has come to the church for help with the estate. Could your firm assist her?",
    intent: "area:family",
  },
  { message: "me daughter husband don run go Ghana lef am wit 3 pikin. na 2 years now. she wan divorce am. una de do dat?", intent: "area:family" },
  {
    message: "My ex-wife has stopped me from seeing my other children since the separation. I want proper visiting rights. Can you help?",
    intent: "area:family",
  },
  { message: "A want write me will before a die so me pikin dem nor fight. Me get house and small farm na Kenema. Me get 6 pikin.", intent: "area:family" },
  {
    message: "Good day. I have been separated for 2 years. I want a legal divorce and custody of my 2 girls. My husband refuses to sign anything.",
    intent: "area:family",
  },

  // area:business
  { message: "I want to register a company for my properties, something like Kargbo Estates Ltd. Can you handle the registration?", intent: "area:business" },
  { message: "me an 3 market woman dem want open small company for import cloth. una de help register company?", intent: "area:business" },
  {
    message: "My late brother held shares in a company here. The directors send no dividends and no accounts to the family. We need assistance.",
    intent: "area:business",
  },
  {
    message: "Our church wants to set up a savings and loan scheme for members. We need help on how to structure and register it properly.",
    intent: "area:business",
  },
  { message: "wi famas wan fom kopareitiv fo sel kashu. una fit elp wi rejista am?", intent: "area:business" },
  { message: "I'm in a partnership with my cousin in a hardware shop. We want a shareholder agreement before trouble comes.", intent: "area:business" },
  {
    message: "My bank is refusing to release my fixed deposit and the manager is not answering my calls. It is a big sum. I need a business lawyer.",
    intent: "area:business",
  },
  {
    message: "Me late husband get shop company na Kenema. E partner de run am now and e nor de gi we notin. Notin at all. A want help.",
    intent: "area:business",
  },
  {
    message:
      "I intend to invest my retirement savings in a small guest house with two partners. I would like professional help with the investment and the company structure.",
    intent: "area:business",
  },
  { message: "a want register me business name so a fit get bank loan. una do dat?", intent: "area:business" },
  {
    message: "Our board of trustees disagrees about who can sign on behalf of the church's registered company. We need help with the governance.",
    intent: "area:business",
  },
  { message: "i have small soap business. i want to register it in my own name only so he cannot claim it", intent: "area:business" },
  { message: "wan invesita fom China wan patna wit we vilej fo ris faam. wi wan lawya fo di kompani papa dem", intent: "area:business" },
  { message: "My company's annual returns have not been filed for 3 years. Do you handle corporate compliance?", intent: "area:business" },
  {
    message: "I run a small transport company with 4 poda podas. The co-director is taking the money and not accounting. Please help.",
    intent: "area:business",
  },
  {
    message:
      "My grandson is returning from America to open a technology company in Freetown. He needs help with registration and investment papers. Can your firm help him?",
    intent: "area:business",
  },

  // area:shipping
  {
    message: "me container of cloth don hold na Queen Elizabeth quay 3 weeks now. customs say paper nor correct. every day demurrage de add. abeg help",
    intent: "area:shipping",
  },
  {
    message: "I imported building materials by sea and half the cargo arrived damaged. The shipping line is not responding to me. I need a shipping lawyer.",
    intent: "area:shipping",
  },
  {
    message:
      "My son shipped my personal effects from England and the container is being held at the port with heavy demurrage charges. Can your firm intervene?",
    intent: "area:shipping",
  },
  { message: "wi sen kashu bai ship to India, di baya se di bag dem wet an spoil. wi nid elp wit di shipin kompani", intent: "area:shipping" },
  {
    message:
      "Donated medical equipment for our church clinic is stuck at the port. Customs want duty even though it is a donation. Who at your firm handles port matters?",
    intent: "area:shipping",
  },
  {
    message: "My brother's fishing boat was seized by the navy at sea last week. He says the papers are in order. The boat is still tied up at the wharf.",
    intent: "area:shipping",
  },
  {
    message: "goods wey me order from Conakry by boat don lost. the boat man say na sea take am. a pay full money. una de do dis kind case?",
    intent: "area:shipping",
  },
  {
    message: "A vessel owner owes me rent for a warehouse. I heard you can arrest a ship to recover money. I would like to pursue that.",
    intent: "area:shipping",
  },
  {
    message: "My late friend's family has cargo at the quay under his name. They do not know how to clear it. Can your shipping lawyer assist?",
    intent: "area:shipping",
  },
  {
    message: "Me son na Canada send barrel to me by ship. Dem say na port e de but dem want money big big for release am. A nor get. Help",
    intent: "area:shipping",
  },
  { message: "wi ekspot jinja, di chata ship nor kam wen e supos. wi los moni bad", intent: "area:shipping" },
  {
    message:
      "We chartered a vessel to bring relief rice for the diocese and the charterers are now demanding extra payment. Kindly tell me whether you deal with charter party disputes.",
    intent: "area:shipping",
  },
  {
    message: "my brother sent goods for me from Nigeria in a container to help me start again. the clearing agent has vanished with the papers",
    intent: "area:shipping",
  },
  {
    message: "Our car shipped from Belgium was damaged on the vessel. The insurance is blaming the shipping company. I want to claim.",
    intent: "area:shipping",
  },
  { message: "customs seize me goods na quay say na contraband. na normal cloth! normal cloth. abeg", intent: "area:shipping" },
  {
    message:
      "My shipment of tiles has been sitting at the port for six weeks because of a dispute over the bill of lading. I need someone who knows port matters.",
    intent: "area:shipping",
  },

  // area:land
  { message: "mi papa lan na Port Loko, di nebo dem don bil pan am. wi get ol papa. abeg elp", intent: "area:land" },
  { message: "Dem de build pan me husband lan na Kenema. A get the survey plan wey e do before e die. A want stop dem.", intent: "area:land" },
  {
    message: "I purchased a plot at Goderich in 2009. I now discover someone else holds a conveyance for the same land. I need a title search and assistance.",
    intent: "area:land",
  },
  { message: "I want to buy a house at Hill Station. Before I pay I want someone to check the title and do the conveyance.", intent: "area:land" },
  {
    message: "Our church land in Bo has a boundary dispute with the neighbouring school. The matter has dragged on for years. We seek assistance.",
    intent: "area:land",
  },
  { message: "me landlord lock me shop with me goods inside. e say a owe rent. a pay am, a get receipt. abeg una help me", intent: "area:land" },
  { message: "my husband sold the land my father gave me as wedding gift. i have the papers. i want it back", intent: "area:land" },
  { message: "I am renting out my house and need a proper tenancy agreement drafted.", intent: "area:land" },
  { message: "famili lan palava. mi ankul dem wan shia di lan an lef mi papa sai. wi nid lawya", intent: "area:land" },
  {
    message: "My title deed was destroyed in the 2017 mudslide along with the house. I need assistance obtaining a certified copy or a replacement.",
    intent: "area:land",
  },
  { message: "I need help with a lease for a commercial tenant at my Kissy building. 5 years. They want to start next month.", intent: "area:land" },
  { message: "Me lan paper dem don lost. Fire burn me house long time. A want help for get new one.", intent: "area:land" },
  { message: "We wish to acquire a plot near Bo for a new chapel. We need someone to handle the purchase and verify the title.", intent: "area:land" },
  { message: "me landlord say make a comot in 1 week, a pay rent for 1 year, 4 month remain. una de help with dis?", intent: "area:land" },
  { message: "A man sold me land in Waterloo and now the Ministry says it is state land. I paid 80 million. Please help.", intent: "area:land" },
  { message: "di chif dem de lis we komiunati lan to maining kompani. we famili wan get lawya fo di lan mata", intent: "area:land" },

  // area:arbitration
  {
    message: "My building contractor and I have a dispute over cost. Our contract says disputes go to arbitration. I need someone to represent me.",
    intent: "area:arbitration",
  },
  {
    message: "Two factions in our church are fighting over leadership and assets. We do not want to go to court and shame the church. Can your firm mediate?",
    intent: "area:arbitration",
  },
  {
    message: "I won an arbitration award against a company two years ago and they have not paid a cent. I need help enforcing it.",
    intent: "area:arbitration",
  },
  { message: "wi an di kashu baya get palava. wi nor wan go kot. una fit sidon wi togeda mek wi setul?", intent: "area:arbitration" },
  { message: "me an me business partner de quarrel ova money. we want somebody for settle we outside court. una de do mediation?", intent: "area:arbitration" },
  {
    message: "My brothers and I disagree over the family business. We want a neutral person to mediate rather than going to court.",
    intent: "area:arbitration",
  },
  {
    message: "My tenant company and I both want arbitration instead of court for the unpaid service charges. Does your firm conduct arbitrations?",
    intent: "area:arbitration",
  },
  {
    message: "Me an me husband family dem want make somebody sidon we make we settle the shop matter peaceful, nor court. Una fit do mediation?",
    intent: "area:arbitration",
  },
  {
    message: "Our church contracted a builder who abandoned the work. The contract has an arbitration clause. We need to start the arbitration process.",
    intent: "area:arbitration",
  },
  {
    message:
      "A Chinese company and my son's firm have a dispute, and the contract names arbitration in Freetown. Does your firm handle international commercial arbitration?",
    intent: "area:arbitration",
  },
  { message: "wi an di maining kompani agri fo midieshon ova di krop kompenseshon. wi nid lawya fo tan fo wi", intent: "area:arbitration" },
  {
    message: "the wholesaler and me get dispute for 40 bags rice. Dem say make we go arbitration. a nor sabi wetin dat be but a need help",
    intent: "area:arbitration",
  },
  {
    message: "The other party won an arbitration against my company but the arbitrator was his friend. I want to challenge the award.",
    intent: "area:arbitration",
  },
  {
    message: "Two of my commercial tenants are fighting over a shared wall and parking space. I want a mediator to settle it quietly.",
    intent: "area:arbitration",
  },
  {
    message: "A supplier and our church school have a disagreement over unpaid uniforms. Both sides agree to mediation. Can you arrange a mediator?",
    intent: "area:arbitration",
  },
  {
    message:
      "I understand you offer mediation. My former partner and I have a long commercial disagreement over a joint bakery. We would both prefer mediation.",
    intent: "area:arbitration",
  },

  // area:contract
  {
    message: "one man take me goods 20 million say e go pay end of month. 4 months now. we get paper we sign. e de dodge me. abeg help me collect me money",
    intent: "area:contract",
  },
  { message: "I need a contract drafted for the construction of a new block of flats. The builder wants to start soon.", intent: "area:contract" },
  { message: "I lent a friend's son money under a written agreement. He has defaulted. I would like help enforcing the agreement.", intent: "area:contract" },
  { message: "wi sain papa wit kompani fo suplai ris, dem nor pe fo di las 2 lod. wi nid elp", intent: "area:contract" },
  { message: "Our church school teachers have no written employment contracts. We want proper contracts drafted for them.", intent: "area:contract" },
  { message: "I was dismissed from my job at the company after 11 years without any letter. No benefits. I want to take action.", intent: "area:contract" },
  { message: "Me son work na mining company, dem sack am, no pay end of service. Na e tell me for ask una.", intent: "area:contract" },
  { message: "i worked as a housekeeper for a family and they refused to pay me 5 months salary. i had a paper with them", intent: "area:contract" },
  { message: "Could someone review a supply contract for me before I sign? It's for sand and granite for my sites.", intent: "area:contract" },
  {
    message: "me and one supplier sign contract for bring onion from Guinea every week. e don stop bring and e nor give back me money. help",
    intent: "area:contract",
  },
  {
    message: "My former employer has breached the terms of my retirement agreement regarding medical benefits. I wish to pursue this.",
    intent: "area:contract",
  },
  { message: "a sel mi pamay to wan man na kredit, e rait papa se e go pe, now e nor de pik mi kol", intent: "area:contract" },
  {
    message: "We signed an agreement with a printing company for hymn books. They delivered half and want full payment. We need help.",
    intent: "area:contract",
  },
  { message: "My employer wants me to sign a new contract reducing my salary. I want a lawyer to look at it.", intent: "area:contract" },
  { message: "A company owes me 150 million leones under a services agreement. I want to recover it.", intent: "area:contract" },
  { message: "me daughter sign work paper with NGO, now dem say dem nor go pay the last 3 month. una de handle dis?", intent: "area:contract" },

  // area:criminal
  { message: "dem don gi me pikin bail yesterday, thank God. now di case go court next week. a need lawyer for stand for am", intent: "area:criminal" },
  {
    message: "The man who assaulted my daughter has been charged and the case starts at the Magistrate Court. I want a lawyer on our side to follow the case.",
    intent: "area:criminal",
  },
  { message: "mi pikin don kam out pan bel. dem se e go kot fo stil. wi nid lawya", intent: "area:criminal" },
  {
    message:
      "I've received a police invitation letter to come for questioning on Monday about a complaint by a former tenant. I'd like a lawyer to go with me.",
    intent: "area:criminal",
  },
  { message: "Our pastor was released on police bail but must report weekly. He needs defence counsel for the case.", intent: "area:criminal" },
  { message: "Dem free me grandson but dem say e go court. Wi nid lawya for am. Wi nor get money plenty", intent: "area:criminal" },
  {
    message: "My grandson was convicted last month at the Magistrate Court. The family wishes to appeal. Do you handle criminal appeals?",
    intent: "area:criminal",
  },
  { message: "my husband is accusing me of stealing his money. police called me for statement tomorrow. i need a lawyer", intent: "area:criminal" },
  { message: "I was beaten by police in custody last year and still have scars. I want to bring a human rights case.", intent: "area:criminal" },
  { message: "me boy comot Pademba after 8 months, dem drop di case just like dat. now e wan sue for dem lock am for nothing", intent: "area:criminal" },
  {
    message: "A tenant has reported me to the police for assault which is false. I've been granted bail and the hearing is next month. I need representation.",
    intent: "area:criminal",
  },
  { message: "dem akus mi se a bon di bush. a de pan bel. kot na Port Loko nex mont", intent: "area:criminal" },
  {
    message: "A young man in our church has a trial in the High Court for robbery. His family cannot afford much. Do you take criminal cases?",
    intent: "area:criminal",
  },
  { message: "Me son, dem sentence am 2 years. E say e nor do am. A want make lawyer look the case again.", intent: "area:criminal" },
  {
    message:
      "I want to press charges against the people who attacked my wife last month. Police took statement but nothing is happening. Help us follow the case.",
    intent: "area:criminal",
  },
  {
    message: "I have been summoned to court regarding a cheque that bounced. I am 74 and have never been in a court. I need a defence lawyer.",
    intent: "area:criminal",
  },

  // hours
  { message: "Una open Saturday? Na only Saturday me pikin fit carry me come.", intent: "hours" },
  { message: "Could you kindly tell me your office hours? I intend to visit.", intent: "hours" },
  { message: "wat tem una de opin", intent: "hours" },
  { message: "Are you open today? It's Independence Day but I hope someone is in.", intent: "hours" },
  { message: "una de close by wetin time? a go comot market 4 oclock", intent: "hours" },
  { message: "are you open in the evening? i can only leave when he goes to the mosque at night", intent: "hours" },
  { message: "Is the office open on Sundays after service, or only weekdays?", intent: "hours" },
  { message: "what time you open in the morning? I want to come before work", intent: "hours" },
  { message: "Christmas time una go open? A go come Freetown dat time.", intent: "hours" },
  { message: "Are your offices open during the lunch hour, between one and two?", intent: "hours" },
  { message: "una opin pan Fraide? a de kam fom Kambia", intent: "hours" },
  { message: "What are your opening hours on Friday? Some offices close early for Jumu'ah.", intent: "hours" },
  { message: "today una open?", intent: "hours" },
  { message: "Will your office be open on Easter Monday?", intent: "hours" },
  { message: "what days are you working", intent: "hours" },
  { message: "until what time can I come today? I finish work at 4", intent: "hours" },

  // services
  { message: "Kindly provide an overview of the services your firm offers.", intent: "services" },
  { message: "wetin una de du? una de handul ol kain kes?", intent: "services" },
  { message: "na wetin una lawyer dem de do? a nor go law office before", intent: "services" },
  { message: "What types of cases does your chambers take on? We may refer members of our congregation.", intent: "services" },
  { message: "Me granddaughter say make a ask una wetin una de help people with before a come from Kenema", intent: "services" },
  { message: "Do you do all kinds of legal work or just some areas?", intent: "services" },
  { message: "what kind of problems do you help with", intent: "services" },
  { message: "Before I explain my matter, tell me what cases your firm handles please.", intent: "services" },
  { message: "Is yours a general practice, or do you specialise?", intent: "services" },
  { message: "una de tek kes fo vilej pipul? wetin una de du", intent: "services" },
  { message: "list of wetin una de do pls", intent: "services" },
  { message: "Good evening. What legal services do you provide, to churches and charities and to individuals?", intent: "services" },

  // team
  { message: "Who are the lawyers in your chambers, and what are their fields?", intent: "team" },
  { message: "How many lawyer una get? Una get woman lawyer?", intent: "team" },
  { message: "hu na di lawya dem", intent: "team" },
  { message: "Can you list your lawyers and what each one specialises in?", intent: "team" },
  { message: "na who and who de work dey? a want know the lawyer dem name", intent: "team" },
  { message: "Could you tell me about the team at Kamara Chambers? Are they experienced?", intent: "team" },
  { message: "do you have female lawyers there", intent: "team" },
  { message: "Who are your lawyers for serious cases? Give me the names of all of them", intent: "team" },
  { message: "How many advocates are there at Kamara & Associates?", intent: "team" },
  { message: "una get lawya we sabi faam lan? an wich wan de handul kriminal? tel mi ol di nem", intent: "team" },
  { message: "Who are the partners at the firm?", intent: "team" },
  { message: "Tell me the lawyer dem wey de dey, so a go know who for ask for when a reach", intent: "team" },

  // contact
  { message: "How may I get in touch with the firm? I do not use the computer much.", intent: "contact" },
  { message: "hau a go kontak una fom Kambia", intent: "contact" },
  { message: "how a go contact una quick", intent: "contact" },
  { message: "What is the best way to contact your office? I am in Bo.", intent: "contact" },
  { message: "how can i contact you without my husband seeing it on my phone", intent: "contact" },
  { message: "Give me your contact details.", intent: "contact" },
  { message: "Me pikin nor de Freetown. How we go talk to una from Kenema?", intent: "contact" },
  { message: "How do I reach a lawyer there after today? Any way to keep in contact?", intent: "contact" },

  // phone
  { message: "Una phone number abeg. Me granddaughter go call for me.", intent: "phone" },
  { message: "May I have a telephone number for the office?", intent: "phone" },
  { message: "nomba pls", intent: "phone" },
  { message: "una get whatsapp? a nor sabi type too much, a go send voice note", intent: "phone" },
  { message: "What number do I call to speak to someone directly?", intent: "phone" },
  { message: "Kindly send the office line so I can ring in the morning.", intent: "phone" },
  { message: "is there a number i can call, not text", intent: "phone" },
  { message: "whatsapp number pls", intent: "phone" },

  // address
  { message: "Una office de na which side Freetown? A nor sabi Freetown well", intent: "address" },
  { message: "Please give me your full postal address.", intent: "address" },
  { message: "usai una ofis de", intent: "address" },
  { message: "Where exactly on Siaka Stevens Street are you? Near which building?", intent: "address" },
  { message: "if a take okada from Big Market, wetin a go tell am for carry me una office", intent: "address" },
  { message: "I will be travelling from Bo by bus to Freetown. How do I get to your office from the lorry park?", intent: "address" },
  { message: "what is the address", intent: "address" },

  // email
  { message: "Kindly supply your e-mail address so that I may send my documents.", intent: "email" },
  { message: "email?", intent: "email" },
  { message: "What is your email? I would like to send a formal letter from the church council.", intent: "email" },
  { message: "I want to send the medical report by email. Which address?", intent: "email" },
  { message: "can i email you instead of calling", intent: "email" },
  { message: "mi pikin wan sen imel fo mi, wetin na di imel", intent: "email" },
  { message: "Me granddaughter say una get email. Gi am to me", intent: "email" },

  // greeting
  { message: "Good morning una. God bless una.", intent: "greeting" },
  { message: "Good afternoon.", intent: "greeting" },
  { message: "kushe", intent: "greeting" },
  { message: "Kusheo o", intent: "greeting" },
  { message: "Greetings in the name of the Lord.", intent: "greeting" },
  { message: "hello", intent: "greeting" },
  { message: "Hi there", intent: "greeting" },
  { message: "Good evening", intent: "greeting" },
  { message: "au di bodi", intent: "greeting" },

  // thanks
  { message: "Tenki tenki. God go bless una pikin dem.", intent: "thanks" },
  { message: "Thank you most kindly for your assistance.", intent: "thanks" },
  { message: "tanki", intent: "thanks" },
  { message: "tenki ya", intent: "thanks" },
  { message: "Thank you, and God bless your work.", intent: "thanks" },
  { message: "thank you so much", intent: "thanks" },
  { message: "Thanks, that's helpful.", intent: "thanks" },
  { message: "Thank you.", intent: "thanks" },

  // goodbye
  { message: "Ok a de go now. Bye bye", intent: "goodbye" },
  { message: "I shall take my leave. Good day.", intent: "goodbye" },
  { message: "a de go", intent: "goodbye" },
  { message: "Goodnight and remain blessed.", intent: "goodbye" },
  { message: "i have to go now bye", intent: "goodbye" },
  { message: "ok bye", intent: "goodbye" },

  // unknown
  { message: "A nor know how for start", intent: "unknown" },
  { message: "I am not sure whether this is the right place.", intent: "unknown" },
  { message: "??", intent: "unknown" },
  { message: "i dont know", intent: "unknown" },
  { message: "ehn", intent: "unknown" },
  { message: "Please, I have a matter.", intent: "unknown" },

  // knowledge:Fees
  { message: "How much una de take for see lawyer? A na widow, a nor get money", intent: "knowledge:Fees" },
  { message: "What are your consultation fees? I am on a fixed pension.", intent: "knowledge:Fees" },
  { message: "hau moch fo tok to lawya", intent: "knowledge:Fees" },
  { message: "a fit pay small small? a nor get the full money one time", intent: "knowledge:Fees" },
  { message: "i have no money at all. is there free lawyer? legal aid?", intent: "knowledge:Fees" },
  { message: "How much will it cost to take the case to court? I am a poor man but I will find it.", intent: "knowledge:Fees" },

  // knowledge:Languages spoken
  { message: "A nor sabi English good. Una lawyer dem de talk Krio?", intent: "knowledge:Languages spoken" },
  { message: "una lawya de tok Temne?", intent: "knowledge:Languages spoken" },
  { message: "Una get lawyer we sabi Fula?", intent: "knowledge:Languages spoken" },
  { message: "Does any of your lawyers speak Mende? Some of our elders are more comfortable in Mende.", intent: "knowledge:Languages spoken" },
  { message: "Which languages are your counsel able to converse in?", intent: "knowledge:Languages spoken" },
  { message: "can the lawyer speak limba? my mother will come with me", intent: "knowledge:Languages spoken" },

  // knowledge:What to bring
  { message: "What documents should I bring to my first consultation?", intent: "knowledge:What to bring" },
  { message: "Wetin a go bring when a come? Me get only the old paper for the house", intent: "knowledge:What to bring" },
  { message: "wat papa a go bring", intent: "knowledge:What to bring" },
  { message: "Should I bring the tenancy agreements and receipts to the meeting, or what else do you need?", intent: "knowledge:What to bring" },
  { message: "Do I need to bring the medical report and police papers when I come?", intent: "knowledge:What to bring" },
  { message: "wetin a for carry come wit me the first time", intent: "knowledge:What to bring" },

  // knowledge:Parking
  { message: "Is there parking near your office? I'll be driving my jeep.", intent: "knowledge:Parking" },
  { message: "I shall be driven by my son. Is there somewhere he can drop me close to the entrance? I walk with a stick.", intent: "knowledge:Parking" },
  { message: "Can our church bus park at your office?", intent: "knowledge:Parking" },
  { message: "where I go park my car when I come", intent: "knowledge:Parking" },
  { message: "keke fit drop me near una door?", intent: "knowledge:Parking" },
  { message: "mi pikin de bring mi wit motoka. e get pak ples?", intent: "knowledge:Parking" },

  // attorney
  { message: "A hear say Fatmata Kamara na good lawyer for widow dem. Na true? E de dey?", intent: "attorney:Fatmata Kamara" },
  { message: "Tell me about Mohamed Conteh. How long has he been doing land matters?", intent: "attorney:Mohamed Conteh" },
  { message: "Is Ibrahim Jalloh in today? What kind of cases does he take?", intent: "attorney:Ibrahim Jalloh" },
  { message: "Does Hawa Turay handle church properties, or only family wills?", intent: "attorney:Hawa Turay" },
];
